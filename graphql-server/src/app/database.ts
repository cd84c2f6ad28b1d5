import type { DataSource } from 'typeorm';
import { dataSourceFor } from '../db/data-source';
import { moduleEntities } from './modules';

/** This app's database: db/'s data source with every module's entities (the registry's). */
export function createDataSource(config: Parameters<typeof dataSourceFor>[0]): DataSource {
  return dataSourceFor(config, moduleEntities());
}
