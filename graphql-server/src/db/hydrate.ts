import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/**
 * Rows of hand-written SQL as entities, without TypeORM's query builder and result transformer
 * (a CPU profile of a list request put query building and hydration at 9–15% of its time).
 * Each column goes through the driver's own conversion (dates, booleans, simple-json), so a
 * hydrated entity is the same as one TypeORM would load.
 */
export class Hydrator<T extends ObjectLiteral> {
  private readonly columns: ColumnMetadata[];
  private readonly metadata;
  /** Per prefix: the raw row's key of each column (built once: hydration runs for every row of every page). */
  private readonly keys = new Map<string, string[]>();
  /** Per alias and prefix: the SELECT list. */
  private readonly selects = new Map<string, string>();

  constructor(
    private readonly ds: DataSource,
    target: EntityTarget<T>,
    /** Property names to read; default every selectable column. */
    only?: readonly (keyof T & string)[],
  ) {
    this.metadata = ds.getMetadata(target);
    const all = this.metadata.columns;
    this.columns = only
      ? all.filter((c) => only.includes(c.propertyName as keyof T & string))
      : all.filter((c) => c.isSelect);
  }

  /** `alias.col AS prefix_col, …` for a SELECT list. */
  select(alias: string, prefix: string): string {
    const memo = `${alias} ${prefix}`;
    let list = this.selects.get(memo);
    if (list === undefined) {
      list = this.columns.map((c) => `${alias}.${c.databaseName} AS ${prefix}${c.databaseName}`).join(', ');
      this.selects.set(memo, list);
    }
    return list;
  }

  /** The entity from the columns selected with `select(…, prefix)`. */
  from(raw: Record<string, unknown>, prefix: string): T {
    let keys = this.keys.get(prefix);
    if (keys === undefined) {
      keys = this.columns.map((c) => `${prefix}${c.databaseName}`);
      this.keys.set(prefix, keys);
    }
    const entity = this.metadata.create() as Record<string, unknown>;
    const { driver } = this.ds;
    for (let i = 0; i < this.columns.length; i++) {
      const c = this.columns[i];
      entity[c.propertyName] = driver.prepareHydratedValue(raw[keys[i]], c);
    }
    return entity as T;
  }
}
