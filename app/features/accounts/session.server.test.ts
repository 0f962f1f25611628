import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/lib/env.server";
import { sessionUserContext, type SessionUser } from "~/lib/request-context";
import { readToastCookie } from "~/lib/toast.server";
import {
  guardedAdmin,
  guardedUser,
  requireAdmin,
  requireAnonymous,
  requireUser,
} from "./session.server";

beforeAll(() => {
  process.env.AUTH_SECRET = "a-secret-used-only-by-these-tests-0123456789";
  resetEnvCache();
});
afterAll(() => {
  delete process.env.AUTH_SECRET;
  resetEnvCache();
});

function contextFor(user: SessionUser | null) {
  const context = new RouterContextProvider();
  context.set(sessionUserContext, user);
  return context;
}
const user: SessionUser = {
  id: "u1",
  email: "a@example.com",
  name: "A",
  emailVerified: true,
  isAdmin: false,
};
const admin: SessionUser = { ...user, isAdmin: true };

/** What a thrown guard answer says: where it goes and the toast it carries. */
async function thrown(run: () => unknown) {
  try {
    await run();
  } catch (answer) {
    if (!(answer instanceof Response)) throw answer;
    const cookie = answer.headers.getSetCookie()[0]?.split(";")[0];
    const toast = cookie
      ? await readToastCookie(new Request("http://site.test/", { headers: { cookie } }))
      : null;
    return { status: answer.status, location: answer.headers.get("location"), toast };
  }
  throw new Error("The guard let the request through.");
}

describe("requireAdmin (docs/product.md#admin-area)", () => {
  it("sends a visitor to /login with the spec's toast", async () => {
    expect(await thrown(() => requireAdmin(contextFor(null)))).toMatchObject({
      status: 302,
      location: "/login",
      toast: {
        title: "Access Denied",
        description: "You must be logged in to access the admin dashboard",
      },
    });
  });

  it("sends a user who is not an administrator to /dashboard with the spec's toast", async () => {
    expect(await thrown(() => requireAdmin(contextFor(user)))).toMatchObject({
      status: 302,
      location: "/dashboard",
      toast: { description: "You don't have permission to access the admin dashboard" },
    });
  });

  it("lets an administrator through", async () => {
    await expect(requireAdmin(contextFor(admin))).resolves.toEqual(admin);
  });
});

describe("requireUser and requireAnonymous", () => {
  it("send a visitor to /login and back, and a user on to where they were going", async () => {
    const request = new Request("http://site.test/dashboard/profile.data?x=1");
    expect(await thrown(() => requireUser(contextFor(null), request))).toMatchObject({
      location: "/login?redirectTo=%2Fdashboard%2Fprofile%3Fx%3D1",
    });
    expect(requireUser(contextFor(user), request)).toEqual(user);
    const revalidation = new Request(
      "http://site.test/dashboard/profile.data?x=1&_routes=routes%2Fdashboard%2Fprofile",
    );
    expect(await thrown(() => requireUser(contextFor(null), revalidation))).toMatchObject({
      location: "/login?redirectTo=%2Fdashboard%2Fprofile%3Fx%3D1",
    });
    const login = new Request("http://site.test/login?redirectTo=/tool/x/x");
    expect(await thrown(() => requireAnonymous(contextFor(user), login))).toMatchObject({
      location: "/tool/x/x",
    });
    const away = new Request("http://site.test/login?redirectTo=//evil.example");
    expect(await thrown(() => requireAnonymous(contextFor(user), away))).toMatchObject({
      location: "/dashboard",
    });
    expect(requireAnonymous(contextFor(null), login)).toBeUndefined();
  });
});

describe("guardedUser and guardedAdmin", () => {
  it("read the user a layout's guard let in", () => {
    expect(guardedUser(contextFor(user))).toEqual(user);
    expect(guardedAdmin(contextFor(admin))).toEqual(admin);
  });

  it("fail loudly on a route no guard covers", () => {
    expect(() => guardedUser(contextFor(null))).toThrow(/without a signed-in user/);
    expect(() => guardedAdmin(contextFor(user))).toThrow(/without an administrator/);
  });
});
