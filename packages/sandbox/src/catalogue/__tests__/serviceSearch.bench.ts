import { bench, describe } from 'vitest';
import { catalogueFor } from '../catalogueFor';

const { search } = catalogueFor(1);

describe('service search over the catalogue', () => {
  bench('English: "renew driving licence"', () => {
    search.search({ q: 'renew driving licence', pageNum: 1, pageSize: 5 });
  });
  bench('Arabic: "تجديد رخصة قيادة"', () => {
    search.search({ q: 'تجديد رخصة قيادة', pageNum: 1, pageSize: 5 });
  });
  bench('one broad word: "licence"', () => {
    search.search({ q: 'licence', pageNum: 1, pageSize: 10 });
  });
});
