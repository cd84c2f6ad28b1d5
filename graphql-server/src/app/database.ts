import type { DataSource } from 'typeorm';
import { dataSourceFor } from '../db/data-source';
import { entities } from './entities';

/** This app's database: db/'s data source with every module's entities. */
export function createDataSource(config: Parameters<typeof dataSourceFor>[0]): DataSource {
  return dataSourceFor(config, entities);
}
