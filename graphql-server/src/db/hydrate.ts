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

  constructor(
    private readonly ds: DataSource,
    private readonly target: EntityTarget<T>,
    /** Property names to read; default every selectable column. */
    only?: readonly (keyof T & string)[],
  ) {
    const all = ds.getMetadata(target).columns;
    this.columns = only ? all.filter((c) => only.includes(c.propertyName as keyof T & string)) : all.filter((c) => c.isSelect);
  }

  /** `alias.col AS prefix_col, …` for a SELECT list. */
  select(alias: string, prefix: string): string {
    return this.columns.map((c) => `${alias}.${c.databaseName} AS ${prefix}${c.databaseName}`).join(', ');
  }

  /** The entity from the columns selected with `select(…, prefix)`. */
  from(raw: Record<string, unknown>, prefix: string): T {
    const entity = this.ds.getMetadata(this.target).create() as T;
    const { driver } = this.ds;
    for (const c of this.columns) {
      (entity as Record<string, unknown>)[c.propertyName] = driver.prepareHydratedValue(raw[`${prefix}${c.databaseName}`], c);
    }
    return entity;
  }
}
