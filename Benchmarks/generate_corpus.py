#!/usr/bin/env python3
"""Generate a reproducible synthetic corpus of SwiftUI source files for benchmarks.

The corpus looks like app code: views, containers, models, stores, enums, extensions,
previews, `#if` blocks, string literals of every kind, and every pattern the
migrations look for (and the look-alikes they must leave alone), in varied forms.
File sizes are spread over 1-40 KB (log-uniform, like real apps: many small files,
a few large ones), plus one generated ~1 MB file (SwiftGen-style strings and a large
table). Files vary in indentation (4 or 2 spaces, tabs) and line endings (a few CRLF).

The same seed and file count give the same bytes (Python's `random.Random` is stable
for a given seed); the script prints a SHA-256 over all paths and contents so two
corpora can be compared. Only the standard library is used.

    python3 Benchmarks/generate_corpus.py [--seed 42] [--files 500] [--out Benchmarks/corpus]
"""

import argparse
import hashlib
import math
import os
import random
import shutil
import sys

# ---------------------------------------------------------------------------
# Vocabulary

NOUNS = [
    "account", "album", "article", "booking", "cart", "channel", "comment", "contact",
    "device", "document", "draft", "episode", "event", "feed", "folder", "invoice",
    "message", "note", "order", "photo", "playlist", "post", "product", "profile",
    "project", "receipt", "recipe", "reminder", "report", "review", "route", "session",
    "story", "task", "team", "ticket", "track", "trip", "video", "workout",
]
ADJECTIVES = [
    "recent", "pinned", "shared", "archived", "favorite", "pending", "active", "hidden",
    "featured", "nearby", "weekly", "draft", "unread", "local", "remote", "synced",
]
SYMBOLS = [
    "star", "star.fill", "heart", "bell", "gear", "person.crop.circle", "tray", "flag",
    "paperplane", "trash", "folder", "magnifyingglass", "plus", "xmark", "checkmark",
    "square.and.pencil", "camera", "photo", "calendar", "clock", "map", "cart", "tag",
]
WORDS = (
    "the quick brown fox jumps over lazy dog while seven wizards quietly pack "
    "boxes of liquor jugs and amazing new features arrive with every weekly update"
).split()
COLORS = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo",
          "purple", "pink", "brown", "gray", "black", "white"]
STYLE_COLORS = ["secondary", "primary"] + COLORS


def cap(s):
    return s[:1].upper() + s[1:]


class Gen:
    """All random choices go through one `random.Random`, so output depends only on the seed."""

    def __init__(self, seed):
        self.r = random.Random(seed)
        self.counter = 0

    def uid(self):
        self.counter += 1
        return self.counter

    def choice(self, xs):
        return self.r.choice(xs)

    def chance(self, p):
        return self.r.random() < p

    def int(self, a, b):
        return self.r.randint(a, b)

    def noun(self):
        return self.choice(NOUNS)

    def type_name(self, suffix=""):
        return cap(self.choice(ADJECTIVES)) + cap(self.noun()) + suffix

    def phrase(self, lo=1, hi=4):
        return " ".join(self.choice(WORDS) for _ in range(self.int(lo, hi)))

    def title(self):
        return cap(self.phrase(1, 3))

    def symbol(self):
        return self.choice(SYMBOLS)

    def color(self):
        return self.choice(COLORS)


class Writer:
    """Lines with indentation levels; rendered with the file's indent unit and line ending."""

    def __init__(self):
        self.lines = []
        self.level = 0
        self.bytes = 0
        # Modifiers after a closing brace: at the brace's level (Xcode's default) or one deeper.
        self.brace_mod = 0

    def bm_in(self):
        self.level += self.brace_mod

    def bm_out(self):
        self.level -= self.brace_mod

    def line(self, s=""):
        self.lines.append((self.level, s))
        self.bytes += len(s) + self.level * 4 + 1

    def open(self, s):
        self.line(s)
        self.level += 1

    def close(self, s="}"):
        self.level -= 1
        self.line(s)

    def size(self):
        """Approximate rendered size (4-column indentation)."""
        return self.bytes

    def render(self, unit, eol):
        def one(level, s):
            if not s:
                return ""
            extra = 0
            while s.startswith("    "):   # templates indent continuation lines with 4 spaces
                s, extra = s[4:], extra + 1
            return unit * (level + extra) + s
        return eol.join(one(l, s) for l, s in self.lines) + eol


# ---------------------------------------------------------------------------
# View content: each function writes one ViewBuilder statement (an expression with
# its modifier chain) into the writer.

def modifiers(g, kind="text"):
    """A random modifier chain (list of strings, without the leading dot)."""
    pool = [
        "font(.headline)", "font(.subheadline)", "font(.caption)", "font(.body.weight(.semibold))",
        "foregroundStyle(.secondary)", "lineLimit(%d)" % g.int(1, 3), "padding()",
        "padding(.horizontal, %d)" % g.choice([4, 8, 12, 16]), "opacity(0.%d)" % g.int(4, 9),
        "accessibilityLabel(\"%s\")" % g.title(),
    ]
    deprecated = [
        "foregroundColor(.%s)" % g.choice(STYLE_COLORS),
        "foregroundColor(Color.%s)" % g.color(),
        "foregroundColor(.%s.opacity(0.%d))" % (g.color(), g.int(3, 9)),
        "cornerRadius(%d)" % g.choice([4, 8, 10, 12, 16]),
        "cornerRadius(%d, antialiased: false)" % g.choice([2, 6]),
        "accentColor(.%s)" % g.color(),
    ]
    out = []
    for _ in range(g.int(0, 3)):
        out.append(g.choice(deprecated if g.chance(0.35) else pool))
    return out


def emit(w, g, head, mods, oneline=None):
    """Write `head` followed by `mods`, inline or one per line."""
    if oneline is None:
        oneline = len(mods) <= 1 and g.chance(0.4)
    if oneline:
        w.line(head + "".join("." + m for m in mods))
    else:
        w.line(head)
        w.level += 1
        for m in mods:
            w.line("." + m)
        w.level -= 1


def intrinsic(g):
    """An intrinsic-size child for a full-width pattern: Text, Label, Image, Button(Text)."""
    k = g.int(0, 5)
    if k == 0:
        return 'Text("%s")' % g.title()
    if k == 1:
        return "Text(%s.%s)" % (g.noun(), g.choice(["title", "name", "subtitle"]))
    if k == 2:
        return 'Label("%s", systemImage: "%s")' % (g.title(), g.symbol())
    if k == 3:
        return 'Image(systemName: "%s")' % g.symbol()
    if k == 4:
        return 'Button("%s") { %s() }' % (g.title(), g.choice(["save", "dismiss", "reload", "share"]))
    return 'Text("%s").bold()' % g.title()


def full_width(w, g):
    """HStack/VStack + Spacer patterns, rewritable ones and look-alikes that must stay."""
    x = intrinsic(g)
    kind = g.int(0, 13)
    stack_mods = []
    if g.chance(0.3):
        stack_mods = ["padding()", "background(Color.%s.opacity(0.1))" % g.color()]
        if g.chance(0.5):
            stack_mods.append(g.choice(["cornerRadius(8)", "clipShape(.rect(cornerRadius: 8))"]))
    if kind == 0 or kind == 1:   # leading, multi-line
        w.open("HStack {")
        w.line(x)
        w.line("Spacer()")
        w.close()
    elif kind == 2:              # leading one-liner
        w.line("HStack { %s; Spacer() }" % x)
    elif kind == 3:              # trailing
        w.open("HStack(spacing: %d) {" % g.choice([0, 4, 8]) if g.chance(0.3) else "HStack {")
        w.line("Spacer()")
        w.line(x)
        w.close()
    elif kind == 4:              # centred
        w.line("HStack { Spacer(); %s; Spacer() }" % x)
    elif kind == 5:              # VStack top
        w.open("VStack {")
        w.line(x)
        w.line("Spacer()")
        w.close()
    elif kind == 6:              # VStack bottom, minLength 0
        w.open("VStack(alignment: .leading) {")
        w.line("Spacer(minLength: 0)")
        w.line(x)
        w.close()
    elif kind == 7:              # must stay: two texts
        w.open("HStack {")
        w.line('Text("%s")' % g.title())
        w.line("Spacer()")
        w.line('Text("%d")' % g.int(1, 999))
        w.close()
    elif kind == 8:              # must stay: flexible TextField
        w.open("HStack {")
        w.line('TextField("%s", text: $%s)' % (g.title(), g.choice(["query", "name", "note"])))
        w.line("Spacer()")
        w.close()
    elif kind == 9:              # review: minLength
        w.open("HStack {")
        w.line("Spacer(minLength: %d)" % g.choice([8, 12, 20]))
        w.line(x)
        w.close()
    elif kind == 10:             # must stay: ForEach child
        w.open("HStack(spacing: 6) {")
        w.open("ForEach(tags, id: \\.self) { tag in")
        w.line("Text(tag).font(.caption)")
        w.close()
        w.line("Spacer()")
        w.close()
    elif kind == 11:             # must stay: if child
        w.open("HStack {")
        w.open("if showsDetails {")
        w.line(x)
        w.close()
        w.line("Spacer()")
        w.close()
    elif kind == 12:             # must stay: resizable image
        w.open("HStack {")
        w.line('Image("%s").resizable().scaledToFit()' % g.noun())
        w.line("Spacer()")
        w.close()
    else:                        # must stay: layoutPriority on X (review)
        w.open("HStack {")
        w.line("%s.layoutPriority(1)" % x)
        w.line("Spacer()")
        w.close()
    if stack_mods:
        w.bm_in()
        for m in stack_mods:
            w.line("." + m)
        w.bm_out()


def simple_view(w, g):
    k = g.int(0, 6)
    if k == 0:
        emit(w, g, 'Text("%s")' % g.phrase(2, 6), modifiers(g))
    elif k == 1:
        emit(w, g, 'Label("%s", systemImage: "%s")' % (g.title(), g.symbol()), modifiers(g))
    elif k == 2:
        emit(w, g, 'Image(systemName: "%s")' % g.symbol(), modifiers(g))
    elif k == 3:
        w.open("Button {")
        w.line("%s()" % g.choice(["save", "dismiss", "reload", "share"]))
        w.close("} label: {")
        w.level += 1
        w.line('Label("%s", systemImage: "%s")' % (g.title(), g.symbol()))
        w.close()
    elif k == 4:
        emit(w, g, 'Toggle("%s", isOn: $isOn)' % g.title(), modifiers(g))
    elif k == 5:
        emit(w, g, 'Text("\\(%s.count) %s")' % (g.noun() + "s", g.noun()), modifiers(g))
    else:
        w.line("Divider()")


def list_rows(w, g, depth):
    w.open("ForEach(items) { item in")
    w.open("HStack {")
    w.line("Text(item.title)")
    w.line("Spacer()")
    w.line("Text(item.date, style: .relative)")
    w.line("    .foregroundColor(.secondary)")
    w.close()
    if g.chance(0.5):
        w.bm_in()
        w.open(".swipeActions {")
        w.line('Button("Delete", role: .destructive) { delete(item) }')
        w.close()
        w.bm_out()
    w.close()


def bar_pattern(w, g, depth):
    """Overlay/ZStack bars, insets and the decorative overlays that must stay."""
    bar = "%sBar" % cap(g.noun())
    kind = g.int(0, 8)
    if kind == 0:        # ScrollView + bottom overlay bar
        w.open("ScrollView {")
        w.open("VStack(alignment: .leading, spacing: 12) {")
        body(w, g, depth + 1, g.int(2, 4))
        w.close()
        w.close()
        align = g.choice([".bottom", ".bottomTrailing", ".bottomLeading", ".top"])
        w.bm_in()
        w.open(".overlay(alignment: %s) {" % align)
        w.line("%s(onSend: send)" % bar)
        w.close()
        w.bm_out()
    elif kind == 1:      # ZStack(alignment: .bottom) { List; Bar }
        w.open("ZStack(alignment: .bottom) {")
        w.open("List {")
        list_rows(w, g, depth + 1)
        w.close()
        w.line("%s(count: items.count) { isComposing = true }" % bar)
        w.close()
        w.bm_in()
        w.line('.navigationTitle("%s")' % g.title())
        w.bm_out()
    elif kind == 2:      # safeAreaInset with a button
        w.open("List {")
        list_rows(w, g, depth + 1)
        w.close()
        w.bm_in()
        w.open(".safeAreaInset(edge: .bottom) {")
        w.line('Button("%s", action: submit).buttonStyle(.borderedProminent).padding()' % g.title())
        w.close()
        w.bm_out()
    elif kind == 3:      # gradient scrim overlay: must stay
        w.open("ScrollView {")
        body(w, g, depth + 1, g.int(1, 3))
        w.close()
        w.bm_in()
        w.open(".overlay(alignment: .bottom) {")
        w.line("LinearGradient(colors: [.clear, .black.opacity(0.4)], startPoint: .top, endPoint: .bottom)")
        w.line("    .frame(height: 80)")
        w.line("    .allowsHitTesting(false)")
        w.close()
        w.bm_out()
    elif kind == 4:      # toast under if: must stay
        w.open("List {")
        list_rows(w, g, depth + 1)
        w.close()
        w.bm_in()
        w.open(".overlay(alignment: .bottom) {")
        w.open("if let toast {")
        w.line("ToastView(toast: toast)")
        w.line("    .transition(.move(edge: .bottom))")
        w.close()
        w.close()
        w.bm_out()
    elif kind == 5:      # centred overlay: must stay
        w.open("ScrollView {")
        body(w, g, depth + 1, g.int(1, 3))
        w.close()
        w.bm_in()
        w.open(".overlay {")
        w.open("if isLoading {")
        w.line("ProgressView()")
        w.close()
        w.close()
        w.bm_out()
    elif kind == 6:      # VStack { Spacer(); bar }.ignoresSafeArea()
        w.open("VStack {")
        w.line("Spacer()")
        w.line("%s(onSend: send)" % bar)
        w.close()
        w.bm_in()
        w.line(".ignoresSafeArea()")
        w.bm_out()
    elif kind == 7:      # ZStack with full-bleed background
        w.open("ZStack {")
        w.line(g.choice([
            "Color.%s.ignoresSafeArea()" % g.color(),
            "LinearGradient(colors: [.%s, .%s], startPoint: .top, endPoint: .bottom).ignoresSafeArea()"
            % (g.color(), g.color()),
            "Color.black.edgesIgnoringSafeArea(.all)",
        ]))
        body(w, g, depth + 1, g.int(1, 3))
        w.close()
    else:                # a Form with a text field that ignores the keyboard region
        w.open("Form {")
        w.line('TextField("%s", text: $name)' % g.title())
        w.line('SecureField("Password", text: $password)')
        w.close()
        w.bm_in()
        w.line(g.choice([".ignoresSafeArea()", ".ignoresSafeArea(.keyboard)",
                         ".ignoresSafeArea(.container, edges: .bottom)", ".edgesIgnoringSafeArea(.bottom)",
                         ".edgesIgnoringSafeArea([.top, .bottom])"]))
        w.bm_out()


def container(w, g, depth):
    k = g.int(0, 7)
    if depth >= 4:
        simple_view(w, g)
        return
    if k <= 1:
        head = g.choice(["VStack", "VStack(alignment: .leading)", "VStack(alignment: .leading, spacing: 8)",
                         "HStack", "HStack(spacing: 12)", "Group", "ZStack"])
        w.open(head + " {")
        body(w, g, depth + 1, g.int(1, 4))
        w.close()
        mods = modifiers(g)
        w.bm_in()
        for m in mods:
            w.line("." + m)
        w.bm_out()
    elif k == 2:
        w.open("if %s {" % g.choice(["isExpanded", "showsDetails", "items.isEmpty", "!query.isEmpty"]))
        body(w, g, depth + 1, g.int(1, 2))
        if g.chance(0.5):
            w.close("} else {")
            w.level += 1
            body(w, g, depth + 1, 1)
        w.close()
    elif k == 3:
        w.open('Section("%s") {' % g.title())
        body(w, g, depth + 1, g.int(1, 3))
        w.close()
    elif k == 4:
        w.open("%s {" % g.choice(["Card", "SectionBox(\"%s\")" % g.title(), "Panel"]))
        body(w, g, depth + 1, 1)
        w.close()
    elif k == 5:
        w.open("ForEach(items) { item in")
        w.line("Row(item: item)")
        w.close()
    elif k == 6:
        w.open("NavigationLink(value: item) {")
        body(w, g, depth + 1, 1)
        w.close()
    else:
        w.open("GeometryReader { proxy in")
        w.line("Color.%s.frame(width: proxy.size.width / 2)" % g.color())
        w.close()


def body(w, g, depth, n):
    for _ in range(n):
        k = g.r.random()
        if k < 0.28:
            full_width(w, g)
        elif k < 0.40 and depth < 3:
            bar_pattern(w, g, depth)
        elif k < 0.70:
            container(w, g, depth)
        else:
            simple_view(w, g)


# ---------------------------------------------------------------------------
# Top-level declarations

def view_struct(w, g, name):
    w.line("/// %s." % cap(g.phrase(3, 8)))
    w.open("struct %s: View {" % name)
    w.line("@EnvironmentObject private var store: %sStore" % cap(g.noun()))
    w.line("@State private var query = \"\"")
    w.line("@State private var isOn = false")
    w.line("@State private var isExpanded = %s" % g.choice(["true", "false"]))
    w.line("@State private var showsDetails = false")
    w.line("@State private var isComposing = false")
    w.line("@State private var isLoading = false")
    w.line("@State private var toast: String?")
    w.line("@State private var name = \"\"")
    w.line("@State private var password = \"\"")
    w.line("@State private var note = \"\"")
    w.line("let items: [Entry]")
    w.line("var tags: [String] = []")
    w.line("var item = Entry.placeholder")
    w.line("")
    w.open("var body: some View {")
    nav = g.int(0, 5)
    if nav == 0:
        w.open("NavigationView {")
    elif nav == 1:
        w.open("NavigationStack {")
    w.open(g.choice(["VStack(spacing: 16) {", "ScrollView {", "List {", "Form {", "VStack {"]))
    body(w, g, 1, g.int(2, 6))
    w.close()
    on_change(w, g)
    if nav == 0:
        w.close()
        if g.chance(0.6):
            w.bm_in()
            w.line(".navigationViewStyle(.stack)")
            w.bm_out()
    elif nav == 1:
        w.close()
    w.close()
    for _ in range(g.int(0, 2)):
        w.line("")
        w.open("private var %s: some View {" % (g.noun() + "Section"))
        w.open("VStack(alignment: .leading) {")
        body(w, g, 2, g.int(1, 3))
        w.close()
        w.close()
    w.line("")
    w.open("private func send() {")
    w.line("store.send(query)")
    w.close()
    w.line("private func submit() {}")
    w.line("private func save() {}")
    w.line("private func dismiss() {}")
    w.line("private func reload() {}")
    w.line("private func share() {}")
    w.line("private func delete(_ entry: Entry) { store.remove(entry.id) }")
    w.close()


def on_change(w, g):
    w.bm_in()
    k = g.int(0, 7)
    if k == 0:
        w.open(".onChange(of: query) { newValue in")
        w.line("store.search(newValue)")
        w.close()
    elif k == 1:
        w.line(".onChange(of: isOn) { _ in reload() }")
    elif k == 2:
        w.line(".onChange(of: query) { store.search($0) }")
    elif k == 3:
        w.line(".onChange(of: query, perform: store.search)")
    elif k == 4:
        w.open(".onChange(of: query) { oldValue, newValue in")
        w.line("store.search(newValue)")
        w.close()
    elif k == 5:
        w.line(".onChange(of: isExpanded) { reload() }")
    if g.chance(0.3):
        w.line(".autocapitalization(%s)" % g.choice([".none", ".words", ".sentences", ".allCharacters", "style"]))
    if g.chance(0.2):
        w.line(".frame(width: UIScreen.main.bounds.width * 0.9)")
    if g.chance(0.5):
        w.line('.navigationTitle("%s")' % g.title())
    w.bm_out()


def container_struct(w, g, name):
    k = g.int(0, 5)
    w.line("/// A container that %s." % g.phrase(3, 6))
    if k == 0:    # memberwise closure: rewritable
        w.open("struct %s<Content: View>: View {" % name)
        w.line("let content: () -> Content")
        w.line("")
        w.open("var body: some View {")
        w.open("VStack(alignment: .leading) {")
        w.line('Text("%s").font(.headline)' % g.title())
        w.line("content()")
        w.close()
        w.line(".padding()")
        w.close()
        w.close()
    elif k == 1:  # explicit @escaping init: rewritable
        w.open("struct %s<Content: View>: View {" % name)
        w.line("private let title: String")
        w.line("private let content: () -> Content")
        w.line("")
        w.open("init(_ title: String, @ViewBuilder content: @escaping () -> Content) {")
        w.line("self.title = title")
        w.line("self.content = content")
        w.close()
        w.line("")
        w.open("var body: some View {")
        w.open("GroupBox(title) {")
        w.line("content()")
        w.close()
        w.close()
        w.close()
    elif k == 2:  # row builder: must stay
        w.open("struct %s<Row: View>: View {" % name)
        w.line("let items: [Entry]")
        w.line("let row: (Entry) -> Row")
        w.line("")
        w.open("var body: some View {")
        w.open("ForEach(items) { item in")
        w.line("row(item)")
        w.close()
        w.close()
        w.close()
    elif k == 3:  # GeometryReader: must stay
        w.open("struct %s<Content: View>: View {" % name)
        w.line("let content: () -> Content")
        w.open("var body: some View {")
        w.open("GeometryReader { proxy in")
        w.line("content().frame(width: proxy.size.width * 0.8)")
        w.close()
        w.close()
        w.close()
    elif k == 4:  # optional closure: must stay
        w.open("struct %s<Footer: View>: View {" % name)
        w.line("var title: String")
        w.line("var footer: (() -> Footer)?")
        w.open("var body: some View {")
        w.open("VStack {")
        w.line("Text(title)")
        w.open("if let footer {")
        w.line("footer()")
        w.close()
        w.close()
        w.close()
        w.close()
    else:         # already @ViewBuilder let: nothing to do
        w.open("struct %s<Content: View>: View {" % name)
        w.line("@ViewBuilder let content: Content")
        w.open("var body: some View {")
        w.line("VStack { content }.padding()")
        w.close()
        w.close()


def model(w, g, name):
    w.line("/// %s." % cap(g.phrase(3, 7)))
    w.open("struct %s: Identifiable, Hashable, Codable {" % name)
    w.line("let id: UUID")
    fields = []
    for _ in range(g.int(3, 8)):
        f = g.noun() + cap(g.choice(["name", "count", "date", "flag", "note"])) + str(g.int(1, 9))
        if f in (x for x, _ in fields):
            continue
        t = g.choice(["String", "Int", "Date", "Bool", "Double", "[String]", "URL?"])
        fields.append((f, t))
        w.line("var %s: %s" % (f, t))
    w.line("")
    w.open("var summary: String {")
    parts = ["\\(%s)" % f for f, _ in fields[:3]]
    w.line('"%s"' % " · ".join(parts))
    w.close()
    w.line("")
    w.open("static func sorted(_ values: [%s]) -> [%s] {" % (name, name))
    w.line("values.sorted { $0.id.uuidString < $1.id.uuidString }")
    w.close()
    w.close()


def store(w, g, name):
    w.line("/// Loads and caches %ss." % g.noun())
    w.line("@MainActor")
    w.open("final class %s: ObservableObject {" % name)
    w.line("@Published private(set) var entries: [Entry] = []")
    w.line("@Published var isLoading = false")
    w.line("@Published var errorMessage: String?")
    w.line("private var cache: [UUID: Entry] = [:]")
    w.line("")
    w.open("func load() async {")
    w.line("isLoading = true")
    w.line("defer { isLoading = false }")
    w.open("do {")
    w.line("let url = URL(string: \"https://example.com/api/%ss?page=\\(entries.count / 20 + 1)\")!" % g.noun())
    w.line("let (data, _) = try await URLSession.shared.data(from: url)")
    w.line("let decoded = try JSONDecoder().decode([Entry].self, from: data)")
    w.line("entries.append(contentsOf: decoded.filter { cache[$0.id] == nil })")
    w.line("for entry in decoded { cache[entry.id] = entry }")
    w.close("} catch {")
    w.level += 1
    w.line("errorMessage = error.localizedDescription")
    w.close()
    w.close()
    w.line("")
    w.open("func search(_ query: String) {")
    w.open("guard !query.isEmpty else {")
    w.line("entries = Array(cache.values)")
    w.line("return")
    w.close()
    w.line("entries = cache.values.filter { $0.title.localizedCaseInsensitiveContains(query) }")
    w.close()
    w.line("")
    w.line("func send(_ text: String) { errorMessage = text.isEmpty ? \"Nothing to send\" : nil }")
    w.line("func remove(_ id: UUID) { entries.removeAll { $0.id == id } }")
    w.close()


def enum_decl(w, g, name):
    cases = []
    for _ in range(g.int(3, 9)):
        c = g.choice(ADJECTIVES) + cap(g.noun())
        if c not in cases:
            cases.append(c)
    w.line("/// %s." % cap(g.phrase(2, 6)))
    w.open("enum %s: String, CaseIterable, Identifiable {" % name)
    for c in cases:
        w.line("case %s" % c)
    w.line("")
    w.line("var id: Self { self }")
    w.line("")
    w.open("var title: LocalizedStringKey {")
    w.open("switch self {")
    for c in cases:
        w.line('case .%s: "%s"' % (c, g.title()))
    w.close()
    w.close()
    w.line("")
    w.open("var systemImage: String {")
    w.open("switch self {")
    for c in cases[:-1]:
        w.line('case .%s:' % c)
        w.line('    return "%s"' % g.symbol())
    w.line("default:")
    w.line('    return "questionmark"')
    w.close()
    w.close()
    w.close()


def literals(w, g, name):
    w.open("extension %s {" % name)
    w.line('static let identifier = "%s.%s"' % (g.noun(), g.noun()))
    w.line('static let pattern = #/(?<%s>[a-z]+)-(?<n>\\d+)/#' % g.noun())
    w.line('static let raw = #"a "%s" \\#(identifier) path\\to\\file"#' % g.noun())
    w.line('static let template = """')
    for _ in range(g.int(2, 5)):
        w.line('    %s \\(identifier) "%s"' % (g.phrase(2, 5), g.noun()))
    w.line('    """')
    w.line('static let nested = "outer \\("inner \\(identifier.count) \\("deep")") done"')
    w.close()


def preview(w, g, name):
    if g.chance(0.6):
        w.open("#Preview {")
        w.line("%s(items: [])" % name)
        w.level += 1
        w.line(".environmentObject(PreviewStore())")
        w.level -= 1
        w.close()
    else:
        w.open("struct %s_Previews: PreviewProvider {" % name)
        w.open("static var previews: some View {")
        w.line("%s(items: [])" % name)
        w.close()
        w.close()


def platform_block(w, g, name):
    w.line("#if os(iOS)")
    w.open("extension %s {" % name)
    w.line("static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }")
    w.close()
    w.line("#elseif os(macOS)")
    w.open("extension %s {" % name)
    w.line("static var isPad: Bool { false }")
    w.close()
    w.line("#endif")


def swift_file(g, target_bytes):
    """One file of roughly `target_bytes` bytes."""
    w = Writer()
    w.brace_mod = 1 if g.chance(0.2) else 0
    w.line("//")
    w.line("//  %s.swift" % g.type_name())
    w.line("//  Generated by Benchmarks/generate_corpus.py. Not real code.")
    w.line("//")
    w.line("")
    w.line("import SwiftUI")
    if g.chance(0.3):
        w.line("import Combine")
    w.line("")
    first = True
    while first or w.size() < target_bytes:
        n = g.uid()
        name = g.type_name("View%d" % n)
        k = g.r.random()
        if not first:
            w.line("")
            if g.chance(0.5):
                w.line("// MARK: - %s" % g.title())
                w.line("")
        if first or k < 0.55:
            view_struct(w, g, name)
            if g.chance(0.5):
                w.line("")
                preview(w, g, name)
            if g.chance(0.15):
                w.line("")
                platform_block(w, g, name)
        elif k < 0.70:
            container_struct(w, g, g.type_name("Container%d" % n))
        elif k < 0.80:
            model(w, g, g.type_name("Model%d" % n))
        elif k < 0.88:
            store(w, g, g.type_name("Store%d" % n))
        elif k < 0.95:
            enum_decl(w, g, g.type_name("Kind%d" % n))
        else:
            literals(w, g, name)
        first = False
    return w


def big_generated_file(g, target_bytes):
    """A SwiftGen-style generated file: nested enums of strings, and a large table."""
    w = Writer()
    w.line("// swiftlint:disable all")
    w.line("// Generated using SwiftGen-like templates by Benchmarks/generate_corpus.py")
    w.line("")
    w.line("import Foundation")
    w.line("")
    w.line("// MARK: - Strings")
    w.line("")
    w.line("// swiftlint:disable explicit_type_interface function_parameter_count identifier_name line_length")
    w.line("// swiftlint:disable nesting type_body_length type_name vertical_whitespace_opening_braces")
    w.open("internal enum L10n {")
    half = target_bytes * 0.7
    while w.size() < half:
        group = cap(g.noun()) + str(g.uid())
        w.line("internal enum %s {" % group)
        w.level += 1
        for _ in range(g.int(5, 30)):
            key = g.noun() + cap(g.choice(ADJECTIVES)) + str(g.uid())
            text = g.phrase(2, 9)
            w.line("/// %s" % text)
            if g.chance(0.25):
                w.line('internal static func %s(_ p1: Any, _ p2: Int) -> String {' % key)
                w.line('  return L10n.tr("Localizable", "%s.%s", String(describing: p1), p2, fallback: "%s %%@ (%%d)")'
                       % (group.lower(), key, text))
                w.line("}")
            else:
                w.line('internal static let %s = L10n.tr("Localizable", "%s.%s", fallback: "%s")'
                       % (key, group.lower(), key, text))
        w.close()
    w.close()
    w.line("")
    w.open("extension L10n {")
    w.open("private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {")
    w.line("let format = Bundle.main.localizedString(forKey: key, value: value, table: table)")
    w.line("return String(format: format, locale: Locale.current, arguments: args)")
    w.close()
    w.close()
    w.line("")
    w.line("// MARK: - Table")
    w.line("")
    w.open("internal struct GeneratedEntry {")
    w.line("let code: String")
    w.line("let name: String")
    w.line("let weight: Double")
    w.line("let tags: [String]")
    w.close()
    w.line("")
    w.open("internal let generatedEntries: [GeneratedEntry] = [")
    while w.size() < target_bytes:
        w.line('GeneratedEntry(code: "%s-%04d", name: "%s", weight: %d.%02d, tags: ["%s", "%s"]),'
               % (g.noun()[:3].upper(), g.int(0, 9999), g.title(), g.int(0, 999), g.int(0, 99),
                  g.choice(ADJECTIVES), g.noun()))
    w.close("]")
    return w


def file_style(g):
    unit = g.choice(["    "] * 7 + ["  "] * 2 + ["\t"])
    eol = "\r\n" if g.chance(0.05) else "\n"
    return unit, eol


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--files", type=int, default=500, help="number of ordinary files (plus one ~1 MB file)")
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus"))
    ap.add_argument("--big-kb", type=int, default=1024, help="size of the large generated file in KB")
    args = ap.parse_args()

    g = Gen(args.seed)
    if os.path.isdir(args.out):
        shutil.rmtree(args.out)
    digest = hashlib.sha256()
    total = 0
    folders = ["Features/%s" % cap(n) for n in NOUNS[:12]] + ["Components", "Models", "Stores", "Support"]
    outputs = []
    for i in range(args.files):
        size = int(math.exp(g.r.uniform(math.log(1024), math.log(40 * 1024))))
        # the writer overshoots by one declaration; aim a bit lower so sizes stay in 1-40 KB
        w = swift_file(g, max(700, int(size * 0.8)))
        unit, eol = file_style(g)
        folder = g.choice(folders)
        outputs.append(("%s/%s%03d.swift" % (folder, g.type_name("View"), i), w.render(unit, eol)))
    big = big_generated_file(g, args.big_kb * 1024)
    outputs.append(("Generated/Strings+Generated.swift", big.render("  ", "\n")))
    for rel, text in outputs:
        path = os.path.join(args.out, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        data = text.encode("utf-8")
        with open(path, "wb") as f:
            f.write(data)
        digest.update(rel.encode() + b"\0" + data + b"\0")
        total += len(data)
    sizes = sorted(len(t.encode()) for _, t in outputs[:-1])
    print("generated %d files, %.2f MB (median %.1f KB, max %.1f KB, large file %.2f MB) in %s"
          % (len(outputs), total / 1e6, sizes[len(sizes) // 2] / 1024, sizes[-1] / 1024,
             len(outputs[-1][1].encode()) / 1e6, args.out))
    print("seed %d, sha256 %s" % (args.seed, digest.hexdigest()))


if __name__ == "__main__":
    sys.exit(main())
