import { ApiError } from '@verstak/sdk';
import { CliError } from './io';

/**
 * Runs a call about one section, saying in English which path has no section: the API's message
 * (`Страница не найдена`) is written for shoppers and does not name it.
 */
export async function inSection<T>(sectionPath: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'section_not_found')
      throw new CliError(`No catalogue section at ${sectionPath}`, 'section_not_found');
    throw error;
  }
}
