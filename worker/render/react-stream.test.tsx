import { describe, expect, it } from "vitest";
import { Suspense, use, type ReactNode } from "react";
import { renderStream } from "./react-stream";

const decoder = new TextDecoder();

/** A whole document, as pages are: React holds back a fragment's shell while a part of it waits. */
function Page({ children }: { children: ReactNode }) {
  return (
    <html>
      <body>{children}</body>
    </html>
  );
}

/** A part of the page that suspends until `gate` resolves. */
function Later({ gate }: { gate: Promise<string> }) {
  return <p>{use(gate)}</p>;
}

/** A part of the page that never arrives. */
function Never(): never {
  throw new Promise(() => {});
}

function Broken(): never {
  throw new Error("broken shell");
}

describe("renderStream", () => {
  it("sends the shell as one chunk and a part that was waited for as a later one", async () => {
    let open: (text: string) => void = () => {};
    const gate = new Promise<string>((resolve) => (open = resolve));
    const errors: unknown[] = [];
    const { stream, allReady } = await renderStream(
      <Page>
        <h1>At once</h1>
        {/* Far more than React's 4 KB writes, so the shell is several of them. */}
        {Array.from({ length: 200 }, (_, i) => (
          <p key={i}>{`Paragraph ${i} of the part of the page that is ready at once.`}</p>
        ))}
        <Suspense fallback={<p>Waiting</p>}>
          <Later gate={gate} />
        </Suspense>
      </Page>,
      { timeoutMs: 5000, onError: (error) => void errors.push(error) },
    );
    const reader = stream.getReader();
    const first = (await reader.read()).value!;
    expect(first.byteLength).toBeGreaterThan(10_000);
    const shell = decoder.decode(first);
    expect(shell).toContain("<h1>At once</h1>");
    expect(shell).toContain("Paragraph 199 of");
    expect(shell).toContain("Waiting");
    expect(shell).not.toContain("Arrived");
    open("Arrived");
    const rest: string[] = [];
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest.push(decoder.decode(part.value));
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.join("")).toContain("Arrived");
    await allReady;
    expect(errors).toEqual([]);
  });

  it("rejects when the shell fails, so the caller can send an error page", async () => {
    const errors: unknown[] = [];
    await expect(renderStream(<Broken />, { timeoutMs: 5000, onError: (error) => void errors.push(error) })).rejects.toThrow("broken shell");
    expect(errors).toHaveLength(1);
  });

  it("stops the render when the visitor goes away", async () => {
    const errors: unknown[] = [];
    const { stream, allReady } = await renderStream(
      <Page>
        <Suspense fallback={<p>Waiting</p>}>
          <Never />
        </Suspense>
      </Page>,
      { timeoutMs: 60_000, onError: (error) => void errors.push(error) },
    );
    const reader = stream.getReader();
    expect(decoder.decode((await reader.read()).value)).toContain("Waiting");
    await reader.cancel(new Error("visitor left"));
    await allReady; // would wait for the 60 s deadline if the cancel did not reach React
    expect(errors.map(String)).toEqual(["Error: visitor left"]);
  });
});
