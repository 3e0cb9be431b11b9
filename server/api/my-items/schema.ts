/** What the "my items" routes take. */
import { myItemsCountQuerySchema, myItemsQuerySchema } from '../../../shared/my-items';

export const listMyItems = { query: myItemsQuerySchema };
export const countMyItems = { query: myItemsCountQuerySchema };
