import { defineEntity, p } from '@mikro-orm/core';
import { UserRecord } from './user.entity.ts';

export const TokenBalanceRecord = defineEntity({
  name: 'TokenBalanceRecord',
  tableName: 'token_balances',
  properties: {
    user: p
      .oneToOne(UserRecord)
      .primary()
      .fieldName('user_id')
      .owner()
      .deleteRule('cascade')
      .updateRule('cascade'),
    balance: p.integer().default(100),
  },
});
