import { InMemoryAuditLog } from '#fixtures/fakes/in-memory-audit.ts';
import { InMemoryStaffRecords } from '#fixtures/fakes/in-memory-staff-records.ts';

export const ADA_ID = '00000000-0000-4000-8000-000000000001';
export const BEN_ID = '00000000-0000-4000-8000-000000000002';
export const SHOP_ID = '00000000-0000-4000-8000-000000000011';
export const BRAND_ID = '00000000-0000-4000-8000-000000000012';
export const MISSING_ID = '00000000-0000-4000-8000-0000000000ff';

/** Two clients: Ada (a project with proposals, conversations, a transaction) and Ben (one project). */
export function staffWorld() {
  const staffRecords = new InMemoryStaffRecords();
  const ada = staffRecords.clients.add({
    id: ADA_ID,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    userId: 'user-ada',
  });
  const ben = staffRecords.clients.add({ id: BEN_ID, name: 'Ben', email: 'ben@example.com' });
  const shop = staffRecords.projects.add({
    id: SHOP_ID,
    clientId: ada.id,
    name: 'Shop',
    description: 'A small shop.\n\nReference Images:\n- https://cdn.example/a.png',
    referenceImages: ['https://cdn.example/a.png'],
    projectTypes: ['web_app', 'ecommerce'],
    budgetRange: '5k_to_15k',
    timelinePreference: 'someday',
  });
  const brand = staffRecords.projects.add({
    id: BRAND_ID,
    clientId: ben.id,
    name: 'Brand',
    status: 'active',
  });
  const add = (title: string, status: 'draft' | 'sent' | 'approved' | 'locked', totalAmountPence: number) =>
    staffRecords.proposals.add({
      clientId: ada.id,
      projectId: shop.id,
      projectName: shop.name,
      title,
      status,
      totalAmountPence,
    });
  add('Draft', 'draft', 10_000);
  add('Sent', 'sent', 20_000);
  add('Approved', 'approved', 30_000);
  add('Locked', 'locked', 40_000);
  staffRecords.proposals.add({ clientId: ben.id, projectId: brand.id, projectName: 'Brand', title: 'Ben' });
  const inquiry = staffRecords.conversations.add({
    clientId: ada.id,
    projectId: shop.id,
    title: 'Shop - Initial Inquiry',
  });
  staffRecords.conversations.addMessage(inquiry, 'client', 'Hello', new Date('2026-02-01T10:00:00Z'));
  staffRecords.conversations.add({ clientId: ada.id, projectId: null, title: '' });
  staffRecords.conversations.add({ clientId: ben.id, projectId: brand.id, title: 'Brand chat' });
  return {
    deps: {
      staffRecords,
      transactions: staffRecords.transactions,
      clients: staffRecords.clients,
      audit: new InMemoryAuditLog(),
    },
    staffRecords,
    ada,
    ben,
    shop,
    brand,
  };
}
