/**
 * What a browser does with a form's answer: a redirect is followed with the cookies the answer
 * set (the toast among them), and the page it leads to is read. A refusal is its own page.
 */
export async function landing(
  baseUrl: string,
  response: { status: number; headers: Headers; text: string },
  cookie = "",
) {
  const location = response.headers.get("location");
  if (response.status < 300 || response.status >= 400 || !location) {
    return { url: null, status: response.status, text: response.text };
  }
  const cookies = [
    cookie,
    ...response.headers.getSetCookie().map((setCookie) => setCookie.split(";")[0]),
  ].filter(Boolean);
  const page = await fetch(new URL(location, baseUrl), {
    headers: cookies.length ? { Cookie: cookies.join("; ") } : {},
    redirect: "manual",
  });
  return { url: location, status: page.status, text: await page.text() };
}
