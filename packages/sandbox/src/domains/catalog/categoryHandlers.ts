import type { CategoryRow, ChildCategoryRow, SubCategoryRow } from '../../db/core';
import type { Database } from '../../db/Database';
import { defineHandlers } from '../../http/HandlerContext';
import { notFound, ok } from '../../http/replies';
import { matches } from '../../shared/matches';
import { isVisible } from './isVisible';
import type { Category, ChildCategory, SubCategory } from './types';

/** How many categories getTopCategories shows when none is flagged `top`. */
const TOP_CATEGORY_FALLBACK = 4;

const childView = (c: ChildCategoryRow): ChildCategory => ({
  id: c.id,
  name: c.name,
  subCategoryId: c.subCategoryId,
  categoryId: c.categoryId,
});

const subView = (s: SubCategoryRow): SubCategory => ({
  id: s.id,
  name: s.name,
  categoryId: s.categoryId,
});

function categoryView(db: Database, category: CategoryRow): Category {
  return {
    id: category.id,
    name: category.name,
    subCategories: db
      .table('subCategories')
      .where((s) => s.categoryId === category.id)
      .sort((a, b) => a.id - b.id)
      .map(subView),
  };
}

const children = (db: Database, subCategoryId: number) =>
  db
    .table('childCategories')
    .where((c) => c.subCategoryId === subCategoryId)
    .sort((a, b) => a.id - b.id)
    .map(childView);

/** Customers' products per category, to rank the top categories. */
function productCount(db: Database, categoryId: number): number {
  return db.table('products').where((p) => p.categoryId === categoryId && isVisible(db, p)).length;
}

/** The public category tree. */
export const categoryHandlers = defineHandlers({
  getAllCategories: ({ db, query }) => {
    const rows = db
      .table('categories')
      .where((c) => matches(query.search, c.name))
      .sort((a, b) => a.id - b.id);
    return ok(
      rows.map((c) => categoryView(db, c)),
      'Categories fetched',
    );
  },

  getTopCategories: ({ db }) => {
    const all = db.table('categories').all();
    const flagged = all.filter((c) => c.top);
    const ranked = (flagged.length > 0 ? flagged : all)
      .map((c) => ({ c, n: productCount(db, c.id) }))
      .sort((a, b) => b.n - a.n || a.c.id - b.c.id)
      .map(({ c }) => c);
    const top = flagged.length > 0 ? ranked : ranked.slice(0, TOP_CATEGORY_FALLBACK);
    return ok(
      top.map((c) => categoryView(db, c)),
      'Top categories fetched',
    );
  },

  getChildCategories: ({ db, path }) => {
    const sub = db.table('subCategories').get(path.id);
    if (!sub) return notFound('Sub-category not found');
    return ok(children(db, sub.id), 'Child categories fetched');
  },

  getOneCategory: ({ db, path }) => {
    const category = db.table('categories').get(path.id);
    if (!category) return notFound('Category not found');
    return ok(categoryView(db, category), 'Category fetched');
  },

  getOneSubCategory: ({ db, path }) => {
    const sub = db.table('subCategories').get(path.id);
    if (!sub) return notFound('Sub-category not found');
    return ok({ ...subView(sub), childCategories: children(db, sub.id) }, 'Sub category fetched');
  },

  getOneChildCategory: ({ db, path }) => {
    const child = db.table('childCategories').get(path.id);
    if (!child) return notFound('Child category not found');
    return ok(childView(child), 'Child category fetched');
  },
});
