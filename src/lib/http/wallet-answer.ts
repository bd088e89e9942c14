// The answers of the Payment Methods calls: the cards after the change and what happened, or a refusal with its reason.
import { z } from 'zod/v4';
import type { WalletChange } from '../checkout/wallet.server';
import { errorResponse } from './errors';

export const walletCardInput = z.object({ id: z.string().min(1).max(64) });

export const walletAnswer = (change: WalletChange): Response | Record<string, unknown> =>
  change.ok ? { cards: change.cards, message: change.message } : errorResponse('CONFLICT', change.message);
