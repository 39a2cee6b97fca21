/** The last `limit` keys added, oldest forgotten first: a hint, never a fact (a forgotten key reads as absent). */
export class RecentKeys {
  private readonly keys = new Set<string>();

  constructor(private readonly limit: number) {}

  has(key: string): boolean {
    return this.keys.has(key);
  }

  add(key: string): void {
    this.keys.delete(key);
    this.keys.add(key);
    if (this.keys.size > this.limit) this.keys.delete(this.keys.values().next().value as string);
  }
}
