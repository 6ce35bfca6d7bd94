// The opening list's request leaves as soon as the query client exists, in the start-up's second task,
// before the screens' modules evaluate (decisions 0043 and 0134).
import { prefetchOpeningList } from '../../features/quotes/api/prefetch-list';
import { queryClient } from '../../lib/query-client';

prefetchOpeningList(queryClient);
