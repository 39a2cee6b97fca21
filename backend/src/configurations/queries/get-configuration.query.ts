export class GetConfigurationQuery {
  constructor(readonly configurationId: string) {}
}
