// rejectProduct: an admin refuses a product with a reason its merchant reads; the merchant's edit sends it
// back for review; customers never see a rejected product.
import {
  approveProduct,
  editProduct,
  getAdminProducts,
  getCustomerProduct,
  getMerchantProduct,
  rejectProduct,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { ACCOUNTS, dressForm, failure, productNamed } from './support';

const ctx = sandboxFixture();
const REASON = 'The photos show another brand’s logo; upload photos of the dress you sell.';

describe('rejectProduct', () => {
  it('rejects an approved product with its reason: customers stop seeing it, its merchant reads why', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    const query = { productId: dress.id, merchantId: dress.merchantId };
    const { data, serverMessage } = await rejectProduct(admin, { query, body: { reason: `  ${REASON} ` } });
    expect(serverMessage).toBe('Product rejected');
    expect(data).toMatchObject({ approvalStatus: 'rejected', rejectionReason: REASON });
    expect((await failure(getCustomerProduct(ctx.client(), { path: { id: dress.id } }))).status).toBe(404);

    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const { data: own } = await getMerchantProduct(merchant, { path: { id: dress.id } });
    expect(own).toMatchObject({ approvalStatus: 'rejected', rejectionReason: REASON });

    const rejected = await getAdminProducts(admin, { query: { approvalStatus: 'Rejected', limit: 100 } });
    expect(rejected.data.rows.map((p) => p.id)).toEqual([dress.id]);

    const again = await failure(rejectProduct(admin, { query, body: { reason: REASON } }));
    expect(again).toMatchObject({ status: 400, serverMessage: 'Product is already rejected' });
  });

  it('any edit by the merchant sends a rejected product back to pending, the reason gone', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    await rejectProduct(admin, {
      query: { productId: dress.id, merchantId: dress.merchantId },
      body: { reason: REASON },
    });

    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const { data, serverMessage } = await editProduct(merchant, {
      path: { id: dress.id },
      body: dressForm(ctx, { name: dress.name, sku: dress.sku, pricing: dress.pricing[0] }),
    });
    expect(serverMessage).toBe('Successfully edited product. It awaits admin approval again.');
    expect(data.approvalStatus).toBe('pending');
    expect(data).not.toHaveProperty('rejectionReason');
  });

  it('approving a rejected product clears the reason; approveProduct takes no rejection', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const sneakers = productNamed(ctx, 'Canvas Low-Top Sneakers');
    const query = { productId: sneakers.id, merchantId: sneakers.merchantId };
    const viaApprove = await failure(approveProduct(admin, { query, body: { approvalStatus: 'rejected' } }));
    expect(viaApprove.status).toBe(422);
    expect(viaApprove.fieldErrors[0]?.field).toBe('approvalStatus');

    await rejectProduct(admin, { query, body: { reason: REASON } });
    const { data } = await approveProduct(admin, { query, body: { approvalStatus: 'approved' } });
    expect(data.approvalStatus).toBe('approved');
    expect(data).not.toHaveProperty('rejectionReason');
  });

  it('needs a reason (422 on reason), the product of that merchant (404), and an admin who may (403)', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const sneakers = productNamed(ctx, 'Canvas Low-Top Sneakers');
    const query = { productId: sneakers.id, merchantId: sneakers.merchantId };
    const blank = await failure(rejectProduct(admin, { query, body: { reason: '   ' } }));
    expect(blank.status).toBe(422);
    expect(blank.fieldErrors.map((e) => e.field)).toContain('reason');
    const wrong = await failure(
      rejectProduct(admin, {
        query: { ...query, merchantId: sneakers.merchantId + 1000 },
        body: { reason: REASON },
      }),
    );
    expect(wrong.status).toBe(404);
    const scheduler = await ctx.login(ACCOUNTS.scheduler, 'admin');
    expect((await failure(rejectProduct(scheduler, { query, body: { reason: REASON } }))).status).toBe(403);
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    expect((await failure(rejectProduct(merchant, { query, body: { reason: REASON } }))).status).toBe(403);
  });
});
