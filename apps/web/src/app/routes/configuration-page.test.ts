import { describe, expect, it } from 'vitest';
import { emptyText } from '../../components/table-defaults';
import { HttpError } from '../../lib/http';
import { configurationSectionsFor } from './configuration-page';

const slugs = (roleId: number, permissions: string[] = []) =>
  configurationSectionsFor({ roleId, permissions }).map((s) => s.slug);

describe('configuration sections', () => {
  it('offers suppliers only to those who see costs, and users only to those who manage them', () => {
    expect(slugs(1)).toEqual([
      'services',
      'suppliers',
      'clients',
      'sales-manuals',
      'currencies',
      'tags',
      'pictures',
      'destinations',
      'rate-changes',
      'users',
      'workspace',
      'export-targets',
    ]);
    expect(slugs(4, ['view_cost_price'])).toContain('suppliers');
    expect(slugs(4)).not.toContain('suppliers');
    expect(slugs(7, ['view_sale_price', 'view_cost_price'])).toEqual([
      'services',
      'clients',
      'sales-manuals',
      'currencies',
      'tags',
      'pictures',
      'destinations',
    ]);
    expect(slugs(2)).toEqual([
      'services',
      'clients',
      'sales-manuals',
      'currencies',
      'tags',
      'pictures',
      'destinations',
      'users',
    ]);
    // Rate changes show costs and margins: the tenant's administrators, who edit rates (docs/domain/rate-changes.md#who).
    expect(slugs(4, ['view_cost_price'])).not.toContain('rate-changes');
  });

  it('says why a list is empty when its read was refused', () => {
    expect(emptyText(null, 'No suppliers yet')).toBe('No suppliers yet');
    expect(emptyText(new HttpError(403, 'You do not have permission to see suppliers.', {}), 'No suppliers yet')).toBe(
      'This list could not be loaded: You do not have permission to see suppliers.',
    );
  });
});
