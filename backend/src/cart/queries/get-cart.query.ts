export class GetCartQuery {
  constructor(readonly cartId: string) {}
}
