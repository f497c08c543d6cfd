import CodeBlockLowlight from '@tiptap/extension-code-block-lowlight';
import { createLowlight } from 'lowlight';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

/**
 * Code blocks with highlighting for a dozen common languages, not highlight.js's 190: this file
 * is reached only from the notes page's lazy chunk, and each language is weight a reader pays for.
 */
const lowlight = createLowlight({ bash, css, go, java, javascript, json, markdown, python, sql, typescript, xml, yaml });
lowlight.registerAlias({ javascript: ['js', 'jsx'], typescript: ['ts', 'tsx'], xml: ['html'], bash: ['sh', 'shell'], yaml: ['yml'] });

export const NoteCodeBlock = CodeBlockLowlight.configure({ lowlight, defaultLanguage: null, HTMLAttributes: { spellcheck: 'false' } });
