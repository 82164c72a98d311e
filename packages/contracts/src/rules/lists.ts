// Shopping list rules (spec orders §5): list name (new, rename, copy, copy trolley to list) and sharing.
import * as z from 'zod/mini';
import { validation as v } from '../i18n/it.ts';
import { isEmail, requiredMatching, requiredText } from './common.ts';

export const LIST_NAME_MAX = 255;

/** The list name of the new, rename, copy and copy-trolley-to-list dialogs; create is disabled while invalid. */
export const listNameSchema = z.object({
  name: requiredText(v.listNameRequired, LIST_NAME_MAX, v.listNameTooLong),
});
export type ListNameForm = z.infer<typeof listNameSchema>;

/**
 * A generic line written on a list ('latte', 'Carbonella'): the words of a product to choose later, by a
 * search from the list (shell §2 listId, listItemId). chosen: the list name's limit, messages of its own.
 */
export const genericLineSchema = z.object({
  description: requiredText(v.listLineRequired, LIST_NAME_MAX, v.listLineTooLong),
});
export type GenericLineForm = z.infer<typeof genericLineSchema>;

/** Share a list: the invited username is an e-mail; the message is required. */
export const shareListSchema = z.object({
  username: requiredMatching(v.shareEmailInvalid, isEmail, v.shareEmailInvalid, 128),
  message: requiredText(v.shareMessageRequired, 512, v.shareMessageRequired),
});
export type ShareListForm = z.infer<typeof shareListSchema>;
