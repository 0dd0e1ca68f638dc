#!/usr/bin/env python3
"""Extracts Swift snippets from an outside test suite into one file per snippet.

    extract-snippets.py tree-sitter <corpus folder> <output folder>
        Each case of tree-sitter-swift's test/corpus/*.txt: the code between the title's
        closing `===` line and the `---` line.
    extract-snippets.py string-literals <folder> <output folder>
        Every multi-line string literal (\"\"\"…\"\"\", #\"\"\"…\"\"\"#) in the .swift files of a
        test suite (swift-syntax's SwiftParserTest, SwiftFormat's Tests): the inputs they
        parse or format. Indentation is stripped as Swift does; escapes of non-raw literals
        are resolved; swift-syntax's location markers (1️⃣…) are removed.
    extract-snippets.py files <folder> <output folder>
        Every .swift file as it is (for example the swift repository's test/Parse).

Nothing is fetched; the output folder gets NNNNN.swift files and an index.tsv naming the
source of each.
"""
import os
import re
import sys

MARKERS = re.compile("[0-9]\ufe0f\u20e3|\U0001F51F|ℹ️")


def tree_sitter(folder):
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".txt"):
            continue
        lines = open(os.path.join(folder, name), encoding="utf-8", errors="surrogateescape").read().split("\n")
        index = 0
        while index < len(lines):
            if re.fullmatch(r"={3,}.*", lines[index]) and index + 2 < len(lines) and re.fullmatch(r"={3,}.*", lines[index + 2]):
                title = lines[index + 1].strip()
                start = index + 3
                end = start
                while end < len(lines) and not re.fullmatch(r"-{3,}\s*", lines[end]):
                    end += 1
                code = "\n".join(lines[start:end]).strip("\n") + "\n"
                yield f"{name}: {title}", code
                index = end
            index += 1


ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}


def unescape(text):
    out = []
    i = 0
    while i < len(text):
        c = text[i]
        if c == "\\" and i + 1 < len(text):
            n = text[i + 1]
            if n in ESCAPES:
                out.append(ESCAPES[n])
                i += 2
                continue
            if n == "\n":  # line continuation
                i += 2
                continue
            if n == "u" and i + 2 < len(text) and text[i + 2] == "{":
                close = text.find("}", i)
                out.append(chr(int(text[i + 3:close], 16)))
                i = close + 1
                continue
            if n == "(":
                return None  # interpolation: not a literal snippet
        out.append(c)
        i += 1
    return "".join(out)


def string_literals(folder):
    opening = re.compile(r'(#*)"""[ \t]*\n')
    for root, _, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(root, name)
            text = open(path, encoding="utf-8", errors="surrogateescape").read()
            position = 0
            while True:
                match = opening.search(text, position)
                if not match:
                    break
                pounds = match.group(1)
                closing = re.compile(r'\n([ \t]*)"""' + re.escape(pounds) + r"(?!#)")
                end = closing.search(text, match.end() - 1)
                if not end:
                    break
                body = text[match.end():end.start()]
                indent = end.group(1)
                lines = body.split("\n")
                code = "\n".join(line[len(indent):] if line.startswith(indent) else line.lstrip(" \t") for line in lines)
                if not pounds:
                    code = unescape(code)
                position = end.end()
                if code is None:
                    continue
                code = MARKERS.sub("", code)
                line = text.count("\n", 0, match.start()) + 1
                yield f"{os.path.relpath(path, folder)}:{line}", code + "\n"


def files(folder):
    for root, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.join(root, name)
                yield os.path.relpath(path, folder), open(path, encoding="utf-8", errors="surrogateescape").read()


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ("tree-sitter", "string-literals", "files"):
        sys.exit(__doc__)
    mode, folder, output = sys.argv[1:]
    source = {"tree-sitter": tree_sitter, "string-literals": string_literals, "files": files}[mode]
    os.makedirs(output, exist_ok=True)
    count = 0
    with open(os.path.join(output, "index.tsv"), "w", encoding="utf-8") as index:
        for origin, code in source(folder):
            if not code.strip():
                continue
            count += 1
            name = f"{count:05d}.swift"
            with open(os.path.join(output, name), "w", encoding="utf-8", errors="surrogateescape") as snippet:
                snippet.write(code)
            index.write(f"{name}\t{origin}\n")
    print(count)


main()
