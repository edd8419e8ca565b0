import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue 29: every form works before its script, and private text never travels in a query string. A
// `<form>` without a method is sent as GET to the page it is on (what the portal's "Start conversation"
// did: `/portal?title=…&body=…`), so every form the site renders names both its method and its action.
// The JSX is read with the TypeScript parser, so attributes across lines, spreads and arrow functions
// in props are read as React reads them.

const WEB = path.resolve(import.meta.dirname, '../../../src/web');

function tsxFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

interface FormTag {
  where: string;
  attributes: Map<string, ts.JsxAttribute['initializer']>;
  spread: boolean;
  /** The tags inside the form, as written (`textarea`, `TextAreaField`...), with their `type` and `name`. */
  inside: Array<{ tag: string; type?: string; name?: string }>;
}

function attributeText(element: ts.JsxOpeningLikeElement, name: string): string | undefined {
  for (const property of element.attributes.properties)
    if (ts.isJsxAttribute(property) && property.name.getText() === name) return literal(property.initializer);
  return undefined;
}

function tagsInside(node: ts.Node): FormTag['inside'] {
  const found: FormTag['inside'] = [];
  const visit = (child: ts.Node) => {
    if (ts.isJsxOpeningElement(child) || ts.isJsxSelfClosingElement(child))
      found.push({
        tag: child.tagName.getText(),
        type: attributeText(child, 'type'),
        name: attributeText(child, 'name'),
      });
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return found;
}

function formTags(file: string): FormTag[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: FormTag[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText(source) === 'form'
    ) {
      const attributes = new Map<string, ts.JsxAttribute['initializer']>();
      let spread = false;
      for (const property of node.attributes.properties) {
        if (ts.isJsxSpreadAttribute(property)) spread = true;
        else attributes.set(property.name.getText(source), property.initializer);
      }
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      const element = ts.isJsxOpeningElement(node) ? node.parent : node;
      found.push({
        where: `${path.relative(WEB, file)}:${line + 1}`,
        attributes,
        spread,
        inside: tagsInside(element),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const forms = tsxFiles(WEB).flatMap(formTags);

/** The literal value of an attribute (`method="post"`, `method={'get'}`), or undefined for an expression. */
function literal(initializer: ts.JsxAttribute['initializer']): string | undefined {
  if (!initializer) return undefined;
  if (ts.isStringLiteral(initializer)) return initializer.text;
  const expression = ts.isJsxExpression(initializer) ? initializer.expression : undefined;
  if (expression && (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)))
    return expression.text;
  return undefined;
}

describe('every <form> of the site', () => {
  it('finds the forms it checks (the scan reads the pages and components)', () => {
    expect(forms.length).toBeGreaterThan(20);
  });

  it('names its method and its action, so a post before the script never lands in the address', () => {
    const missing = forms
      .filter((form) => form.spread || !form.attributes.has('method') || !form.attributes.has('action'))
      .map((form) => form.where);
    expect(missing).toEqual([]);
  });

  it('says post or get, and an action that is never empty', () => {
    const wrong = forms.filter((form) => {
      const method = literal(form.attributes.get('method'));
      const action = form.attributes.get('action');
      const actionText = literal(action);
      return (
        (method !== undefined && !['post', 'get'].includes(method)) ||
        action === undefined ||
        actionText === ''
      );
    });
    expect(wrong.map((form) => form.where)).toEqual([]);
  });

  it('sends by get only what may sit in an address: no message, password or e-mail field', () => {
    const PRIVATE_TAGS = new Set(['textarea', 'TextAreaField']);
    const PRIVATE_TYPES = new Set(['password', 'email']);
    const leaking = forms
      .filter((form) => literal(form.attributes.get('method')) !== 'post')
      .filter((form) =>
        form.inside.some(
          (child) =>
            PRIVATE_TAGS.has(child.tag) || PRIVATE_TYPES.has(child.type ?? '') || child.name === 'body',
        ),
      )
      .map((form) => form.where);
    expect(leaking).toEqual([]);
  });
});
