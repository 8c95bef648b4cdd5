// Every row of a filtered read, in chunks: PostgREST caps one response (max-rows), so the CSV
// exports and the translations screen ask for consecutive ranges until one comes back short.
const CHUNK = 1000;

export async function readAllRows<Row>(range: (from: number, to: number) => PromiseLike<{ data: Row[] | null; error: unknown }>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += CHUNK) {
    const { data, error } = await range(from, from + CHUNK - 1);
    if (error) throw error;
    rows.push(...(data ?? []));
    if (!data || data.length < CHUNK) return rows;
  }
}
