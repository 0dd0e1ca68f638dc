import MigrationKit
import SwiftCST

/// `class X: ObservableObject` with `@Published` properties → `@Observable class X`, with
/// every use of `X` in the run: `@StateObject` → `@State`, `@ObservedObject` → a plain
/// property (`@Bindable` when `$x` is used), `@EnvironmentObject` → `@Environment(X.self)`,
/// `.environmentObject(x)` → `.environment(x)`.
///
/// A class converts only if every use can; otherwise it stays as it is and one diagnostic
/// names the first blocking place (`ObservableMacroScan.swift` finds them,
/// `ObservableMacroVerdicts.swift` decides). Always `review`: updates become per property
/// and `@State` builds its initial value on every init of the view.
public struct ObservableMacro: Migration {
  public let id = "observable-macro"
  public let summary = "Move ObservableObject view models to @Observable, with every use site"
  public let safety = Safety.review
  public var usesProjectIndex: Bool { true }
  /// Its classes are models, in files that often import no SwiftUI.
  public var needsSwiftUI: Bool { false }
  /// Its first-pass facts read classes, protocols and extensions anywhere, what the methods
  /// of a class that names `ObservableObject` write, and in a file that may hold an
  /// `ObservableObject` (`ObservableScan.mayMatter`): `$name` and `_name` references,
  /// `objectWillChange`, wrapper properties (attributes) and `environmentObject` calls. A
  /// `_name` is read everywhere in a file with a wrapper property, and otherwise only in
  /// classes and extensions (`ObservableScan.readsUnparsedStorage(in:)`).
  public var bodyWordsOfIndexFacts: BodyWords? {
    BodyWords(
      words: ["objectWillChange", "environmentObject"], initials: [UInt8(ascii: "_")],
      initialsWhenBytesHold: ObservableScan.storageReadEverywhereTexts,
      initialsWhenUnparsedBodiesRead: ObservableScan.readsUnparsedStorage(in:),
      membersOfTypesNaming: ["ObservableObject"])
  }
  public var usesSemanticIndex: Bool { true }

  /// iOS 17, macOS 14, tvOS 17, watchOS 10: where Observation and `@Bindable` exist.
  static let required: [Platform: OSVersion] = [
    .iOS: OSVersion([17]), .macOS: OSVersion([14]), .tvOS: OSVersion([17]),
    .watchOS: OSVersion([10]),
  ]

  public var rationale: String {
    """
    A view that holds an `ObservableObject` is invalidated by every `objectWillChange` of the \
    object, whatever it reads; with the Observation framework's `@Observable` (iOS 17, macOS 14, \
    tvOS 17, watchOS 10) a view updates only when a property its `body` read changes. The class \
    gets `@Observable` and loses `ObservableObject` and `@Published`; stored properties that were \
    not `@Published` get `@ObservationIgnored` (they did not update views before and must not \
    start now); `import Observation` is added where neither SwiftUI nor Observation is imported. \
    Every use in the run moves with it, in the same run: `@StateObject` → `@State` (and \
    `_m = StateObject(wrappedValue:)` → `State(wrappedValue:)`), `@ObservedObject` → a plain \
    property or `@Bindable` when `$m` is used, `@EnvironmentObject var m: X` → \
    `@Environment(X.self) var m` (with `@Bindable var m = m` at the top of `body` when `$m` is \
    used there), `.environmentObject(x)` → `.environment(x)`. \
    A class is left unchanged, with one diagnostic naming the first blocking place, when any use \
    cannot convert: a `$property` publisher (`$query.sink`, `onReceive(model.$x)`, \
    `assign(to: &$x)`), `objectWillChange`, a subclass or a superclass other than `NSObject`, \
    `ObservableObject` as a generic constraint or existential (except in a wrapper's \
    `_enclosingInstance` subscript, see below; a parameter of a struct, \
    `struct Panel<Model: ObservableObject>`, blocks only the classes passed as it, \
    `Panel(model: settings)` or `Panel<Settings>`, when every use of the struct tells which, \
    every class otherwise; a constraint that also requires a protocol of the project, \
    `ObservableObject & Validating` or `associatedtype Model: ObservableObject, Validating`, \
    blocks only the classes that may conform to it; one written in a public declaration, a \
    public protocol's associated type or a public generic function, blocks the classes of \
    every module, which may meet it with their own; another, those its module sees), a \
    protocol that requires \
    `ObservableObject` or a `Published` publisher, a member of an `extension ObservableObject` \
    used on the class or given the class where it takes an `ObservableObject` \
    (`equalizer.relay(to: self)`; the extension itself blocks nothing, and a use on an object \
    of unknown type blocks every class its module sees), `_x` wrapper storage, an `@AppStorage` or \
    `@SceneStorage` property (it may refresh views through the object; ignored it would not), \
    a property whose wrapper reaches the object as `@Published` does: one the run declares \
    with a `static subscript(_enclosingInstance:wrapped:storage:)`, or a package's known to \
    (`@Default` of Defaults) or named after it (`@ModalPublished`), an object whose type \
    cannot be told from the run (`.environmentObject(services.model())` with `model()` \
    declared nowhere in the run, `container.resolve(Router.self)` of a generic \
    `resolve<T>(_: T.Type) -> T`, `holder.model` typed by `Holder<Model>`'s parameter; an \
    object of a type the run does not declare, \
    `UpdateChecker.shared` of a package, is no class of the run and blocks none), a use \
    under a suppression comment, or \
    deployment targets below iOS 17 / macOS 14 / tvOS 17 / watchOS 10 (or unknown). \
    Other property wrappers get `@ObservationIgnored`: a run's wrapper without that subscript \
    and a dependency-injection package's (`@Injected`, `@Dependency`) cannot reach the object; \
    a package's wrapper of which nothing is known may, so the finding names it, to be checked. \
    A publisher `x.$name` blocks the class of `x` when its type is known (from the file or \
    the run), and every class publishing `name` when not. \
    Review, and check these behaviour changes: `@State` evaluates its initial value every time \
    the view is initialised (the object is built and thrown away on each update of the parent; \
    only the first is kept), where `@StateObject` built it once, so move expensive or \
    side-effecting initialisers to `.task` or the parent (a note names each `@StateObject` \
    whose class's initializer the run shows doing work: building a class or a type of \
    another module, starting a `Task`, running a method such as `load()`, subscribing through \
    another object such as `NotificationCenter.default.publisher(for:).sink`); views update \
    per property read, so \
    code relying on any change refreshing the whole view (reads outside `body`, in a \
    `GeometryReader` or a closure run later) may refresh less; `@ObservationIgnored` properties \
    never update views (a note names a view that shows one the class's methods set, which \
    it showed when a `@Published` property changed, also in a string's interpolation; not a \
    read in an action, `.onChange { … }` or a Button's, which takes the value when it runs); a view (or a property wrapper's storage) that holds the object in a \
    plain stored property did not update from it and now does when it reads a tracked \
    property; so does a view that reads it through a static instance of the class \
    (`Router.shared.pending` in its `body`, with `static let shared = Router()`), which \
    nothing observed: the conversion's message names each such view (not a read in an \
    action, nor one outside views, which Observation does not track); \
    a missing `.environment(x)` crashes as `@EnvironmentObject` did. \
    A view that builds the object it observes (`@ObservedObject var m = Model()`) builds a \
    new one on every init, as a plain property too: a note says so and suggests \
    `@State private var m`, which keeps the first (not applied: a caller passing `m` would \
    be ignored). In a `#Preview`, `@Previewable @ObservedObject var m = Model()` becomes \
    `@Previewable @State var m`: the preview owns its object, no caller passes one, and \
    `@State` keeps it as the preview updates. A class that declares no `@Published` \
    property is left as it is (reported with `--verbose`): as `@Observable` it would have \
    nothing to observe. \
    A public class outside an app may be used by modules outside the run, \
    which are not seen: its message says they must change with it. \
    Every file that uses a converted class must be part of the run (one module at a time).
    """
  }

  public var example: (before: String, after: String) {
    (
      """
      final class Library: ObservableObject {
        @Published var books: [Book] = []
        var cache = Cache()
      }
      struct Shelf: View {
        @StateObject private var library = Library()
        var body: some View { List(library.books) { Text($0.title) } }
      }
      """,
      """
      @Observable
      final class Library {
        var books: [Book] = []
        @ObservationIgnored var cache = Cache()
      }
      struct Shelf: View {
        @State private var library = Library()
        var body: some View { List(library.books) { Text($0.title) } }
      }
      """
    )
  }

  public init() {}

  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    indexFacts(in: file, own: OwnDeclarations(nil))
  }

  public func indexFacts(in file: SourceFile, own: OwnDeclarations) -> [ProjectFact] {
    earlyFacts(in: file, own: own) + extensionMemberFacts(in: file, scope: nil)
  }

  /// The uses of `extension ObservableObject` members are late facts: most runs declare no
  /// such extension, and recording every member access of a run to find them would cost
  /// more than the rest of the scan.
  public var hasLateFacts: Bool { true }

  /// `lateFacts(in:own:scope:)` starts with `scope.mayOccur(in:)`.
  public var lateFactNamesAreInBytes: Bool { true }

  public func earlyFacts(in file: SourceFile) -> [ProjectFact] {
    earlyFacts(in: file, own: OwnDeclarations(nil))
  }

  /// With the index pass's declarations of the file, which the scan's resolver reads
  /// instead of scanning the file's declarations again (`FileDeclarations.alone(in:)`).
  public func earlyFacts(in file: SourceFile, own: OwnDeclarations) -> [ProjectFact] {
    let raw = file.rawTree
    let protocols = raw.nodes(.protocolDecl).compactMap { TypeDeclaration(raw.syntax($0))?.name }
    let aliases = ObservableNames.typealiases(in: file)
    let placeholders = ObservableTypeQuery.placeholders(in: file)
    let mayMatter = ObservableScan.mayMatter(file)
    // A class here may be a subclass of one declared elsewhere (which then stays as it is).
    guard
      mayMatter || !protocols.isEmpty || !aliases.isEmpty || !placeholders.isEmpty
        || !raw.nodes(.classDecl).isEmpty
    else {
      return []
    }
    guard mayMatter else {
      // Only the first inherited name of each class (see `ObservableScan.init`): no
      // scanner, no resolver, nothing kept, no suppression to read (no class, no use).
      var scan = ObservableScan()
      scan.firstInherited = ObservableScanner.firstInheritedNames(
        in: file, typePaths: TypePaths(), lines: LineCounter(file))
      scan.aliases = aliases
      scan.placeholders = placeholders.sorted()
      return ObservableVerdicts.facts(of: scan, protocols: protocols, in: file)
    }
    var scan = ObservableScan(
      file, mayMatter: true, style: SourceStyle.detect(in: file.bytes),
      resolver: LazyResolver(file, declarations: own.declarations))
    scan.aliases = aliases
    scan.placeholders = placeholders.sorted()
    // Kept for `findings` on this same parse (the engine keeps most parsed files for the
    // rewriting pass): the style is the one `FixPoint` detects in these bytes, so the scan
    // is the one `findings` would make. (`findings` reads no scan of a file that cannot
    // matter.)
    file.remember(scan, as: ObservableScan.rememberedKey)
    suppressedUses(in: file, scan: &scan)
    return ObservableVerdicts.facts(of: scan, protocols: protocols, in: file)
  }

  /// A class or use under a suppression comment blocks the class: converting the rest
  /// without it would not compile.
  private func suppressedUses(in file: SourceFile, scan: inout ObservableScan) {
    // Nothing to keep: the comments need not be read.
    guard !scan.classes.isEmpty || !scan.uses.isEmpty else { return }
    let suppressions = Suppressions(file: file)
    guard !suppressions.isEmpty else { return }
    let places =
      scan.classes.map { ($0.name, "" as String?, $0.nameToken.range.lowerBound) }
      + scan.uses.map { ($0.className, $0.scope, $0.anchor.lowerBound) }
    for (name, scope, offset) in places {
      let line = file.location(of: offset).line
      if suppressions.isSuppressed(id, line: line) {
        scan.blockers.append(
          .init(
            className: name, scope: scope, line: line, reason: "a suppression comment keeps it"))
      }
    }
  }

  /// A class or use a suppression comment keeps (it blocks the class, see
  /// `suppressedUses`) gets a finding the comment then switches off, so
  /// `check --report-unused-suppressions` sees the comment at work. Never shown.
  private func keptPlaces(in file: SourceFile, scan: ObservableScan) -> [Finding] {
    let suppressions = Suppressions(file: file)
    guard !suppressions.isEmpty else { return [] }
    let places =
      scan.classes.map { ($0.name, $0.nameToken.range) }
      + scan.uses.map { ($0.className, $0.anchor) }
    return places.compactMap { name, range in
      guard suppressions.isSuppressed(id, line: file.location(of: range.lowerBound).line) else {
        return nil
      }
      return Finding(
        migrationID: id, range: range,
        message:
          "\(ObservableClassNames.shown(name)) is kept as it is here by a suppression comment",
        safety: .diagnostic,
        isVerboseOnly: true)
    }
  }

  /// Every finding is about a class or a use the file's scan finds (`findings` returns
  /// nothing without one): a class inherits `ObservableObject` by that name, and a use is a
  /// property with a wrapper of `ObservableScan.wrappers` or an `environmentObject` call.
  /// (Each spells `Object`, which the index pass asks every file about first: most files
  /// are passed over on that remembered answer, without a scan of their bytes.)
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.containsBytes("Object")
      && (ObservableScan.spellsClassOrUse(file.bytes) || file.hasCalls(named: "environmentObject"))
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    var scan =
      file.takeRemembered(ObservableScan.rememberedKey, as: ObservableScan.self)
      ?? ObservableScan(file, mayMatter: true, style: context.style)
    guard !scan.classes.isEmpty || !scan.uses.isEmpty else { return [] }
    let semantic = context.semantic
    // The index pass wrote `State`, `Bindable` and `Environment` bare, with no index to ask;
    // where a type of the run, or of a module the file imports, may be what the bare name
    // means, the uses are scanned again, writing `SwiftUI.State` there.
    let spelled = Self.spelledOut(scan.uses, in: file, context: context)
    if !spelled.isEmpty {
      let resolver = Resolver(file: file, index: semantic, path: context.path)
      // The first scan's resolver of the file alone answers this one's questions too.
      scan = ObservableScan(
        file, mayMatter: true, style: context.style,
        spell: { SwiftUITypeName.written($0, at: $1, resolver: resolver).name },
        resolver: scan.resolver)
    }
    let verdicts = context.index.derived("verdicts", fromFactsFor: ObservableVerdicts.key) {
      ObservableVerdicts(facts: $0, semantic: $1)
    }
    // Uses the file could not type alone are named by the same query the decision answered,
    // the others as the decision named them; both by their keys (`ObservableClassNames`: a
    // file-private class's is its name and this file).
    let classNames = verdicts.classNames
    for index in scan.uses.indices {
      let use = scan.uses[index]
      if use.className.isEmpty {
        scan.uses[index].className =
          use.query?.answer(in: semantic).map {
            classNames.key(ofAnswer: $0, from: context.path, semantic: semantic)
          } ?? ""
      } else if case .one(let name) = classNames.named(
        use.className, scope: use.scope, in: context.path, semantic: semantic)
      {
        scan.uses[index].className = name
      } else {
        scan.uses[index].className = ""
      }
    }
    func keyOf(_ candidate: CandidateClass) -> String {
      candidate.isFilePrivate
        ? ObservableClassNames.key(candidate.name, filePrivateTo: context.path)
        : classNames.key(ofAnswer: candidate.name, from: context.path, semantic: semantic)
    }
    var names: [String] = []
    for name in scan.classes.map(keyOf) + scan.uses.map(\.className) where !names.contains(name) {
      names.append(name)
    }
    var findings = keptPlaces(in: file, scan: scan)
    var importAdded = false
    for key in names {
      guard let verdict = verdicts.verdict(for: key, semantic: semantic) else { continue }
      let name = ObservableClassNames.shown(key)
      let declarations = scan.classes.filter { keyOf($0) == key }
      let uses = scan.uses.filter { $0.className == key }
      let targetBlocker = ObservableVerdicts.targetBlocker(
        verdict, targets: context.deploymentTargets(ofFile:), required: Self.required)
      // Targets below Observation's come first: until they are raised no class of the
      // module converts. What else keeps this one follows, so that raising them is not
      // taken for enough.
      // Nothing published, nothing to observe: as `@Observable` every stored property it
      // declares would be `@ObservationIgnored`, and its `@StateObject` uses would become
      // `@State`, which builds the object on every init of the view. The class and its uses
      // stay as they are. Said only when nothing else keeps it (a manual `objectWillChange`,
      // in any file, is the reason then).
      let unobserved =
        verdict.blocker == nil && verdict.published.isEmpty ? Self.nothingToObserve : nil
      let reasons =
        [targetBlocker, verdict.blocker].compactMap { $0 }.map(\.description)
        + [unobserved].compactMap { $0 }
      if let blocker = reasons.first {
        let besides = reasons.count > 1 ? "; besides, \(reasons[1])" : ""
        for declaration in declarations {
          // The class is right as it is: whatever keeps it (a publisher in a Combine
          // pipeline, objectWillChange, a superclass, the targets) is nothing a developer
          // changes code for, only the answer to "why did it not convert": `--verbose` only.
          findings.append(
            Finding(
              migrationID: id, range: declaration.nameToken.range,
              message: "\(name) stays ObservableObject: \(blocker)\(besides)",
              safety: .diagnostic, isVerboseOnly: true))
        }
        continue
      }
      var edits = declarations.flatMap { classEdits($0, in: file, style: context.style) }
      edits += uses.flatMap(\.edits)
      // Placed where every class of the file may see it, not only this one.
      if !declarations.isEmpty, !importAdded,
        let edit = importEdit(in: file, for: scan.classes.map(\.node), context: context)
      {
        edits.append(edit)
        importAdded = true
      }
      guard !edits.isEmpty else { continue }
      edits.sort { $0.range.lowerBound < $1.range.lowerBound }
      let message: String
      let range: Range<Int>
      if let declaration = declarations.first {
        range = declaration.nameToken.range
        // A run over one module sees no other module's uses of a public class (an app's
        // or an app extension's has none).
        let outside = "it is public: a module outside the run that uses it must change with it"
        let mayBeUsedOutside = verdict.isPublic && context.placement?.isOnlyInApps != true
        message =
          verdict.uses == 0
          ? "\(name): ObservableObject → @Observable (no use in the run changes with it"
            + (mayBeUsedOutside ? "; \(outside))" : ")")
          : "\(name): ObservableObject → @Observable, with its \(count(verdict.uses, "use")) in "
            + count(verdict.useFiles.count, "file") + (mayBeUsedOutside ? " (\(outside))" : "")
      } else {
        range = uses[0].anchor
        message =
          "\(name) becomes @Observable; \(count(uses.count, "use")) here "
          + (uses.count == 1 ? "changes" : "change") + " with it"
      }
      // A package's wrapper of which nothing is known may reach the object: said on the
      // class's declaration, where its properties are.
      var notes =
        declarations.isEmpty
        ? []
        : [
          ObservableVerdicts.unknownWrapperNote(verdict.unknownWrappers),
          ObservableVerdicts.viewReadsNote(verdict.viewReads, className: name),
        ]
      for written in spelled where uses.contains(where: { $0.writes.contains(written.bare) }) {
        if !notes.contains(written.note) { notes.append(written.note) }
      }
      findings.append(
        Finding(
          migrationID: id, range: range, message: message + notes.joined(), safety: .review,
          fix: Fix(edits: edits)))
      for use in uses {
        guard let note = use.note ?? use.rebuilt?.note(in: context.semantic) else { continue }
        findings.append(
          Finding(migrationID: id, range: use.anchor, message: note, safety: .diagnostic))
      }
      for use in uses {
        if let note = Self.settledReadNote(use, className: name, verdict: verdict) {
          findings.append(
            Finding(
              migrationID: id, range: use.anchor, message: note.message, safety: .diagnostic,
              isVerboseOnly: note.isVerboseOnly))
        } else if let note = Self.unreadHolderNote(use, className: name, context: context) {
          findings.append(
            Finding(
              migrationID: id, range: use.anchor, message: note.message, safety: .diagnostic,
              isVerboseOnly: note.isVerboseOnly))
        }
      }
    }
    return findings
  }

  static let nothingToObserve =
    "it declares no @Published property: as @Observable every stored property it declares "
    + "would be @ObservationIgnored, with nothing to observe"

  /// The SwiftUI names the uses write that must be spelled out where they are written (see
  /// `SwiftUITypeName`), in the order the uses write them; empty in nearly every file.
  private static func spelledOut(
    _ uses: [ObservableScan.Use], in file: SourceFile, context: MigrationContext
  ) -> [SwiftUITypeName.Written] {
    guard uses.contains(where: { !$0.writes.isEmpty }) else { return [] }
    let resolver = context.resolver(for: file)
    var found: [SwiftUITypeName.Written] = []
    for use in uses {
      for name in use.writes {
        let written = SwiftUITypeName.written(name, at: use.node, resolver: resolver)
        if written.why != nil, !found.contains(written) { found.append(written) }
      }
    }
    return found
  }

  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  // MARK: The class

  private func classEdits(_ candidate: CandidateClass, in file: SourceFile, style: SourceStyle)
    -> [TextEdit]
  {
    var edits: [TextEdit] = []
    let start = candidate.node.range.lowerBound
    if candidate.node.firstToken?.isAtStartOfLine == true {
      let indent = file.indentation(ofLineContaining: start)
      edits.append(.insert("@Observable" + style.lineEnding + indent, at: start))
    } else {
      edits.append(.insert("@Observable ", at: start))
    }
    edits.append(conformanceRemoval(candidate))
    for property in candidate.properties {
      let header = property.header
      if header.hasModifier("static") || header.hasModifier("class") { continue }
      if let published = header.attributes.first(where: { $0.name == "Published" }) {
        edits.append(Self.attributeRemoval(published.node, in: file))
      } else if !property.isLet, !header.hasAttribute("ObservationIgnored"),
        property.bindings.allSatisfy(isStored)
      {
        edits.append(.insert("@ObservationIgnored ", at: property.node.range.lowerBound))
      }
    }
    return edits
  }

  /// `ObservableObject` out of the inheritance list, with its comma (with the colon when alone).
  private func conformanceRemoval(_ candidate: CandidateClass) -> TextEdit {
    let conformance = candidate.conformance
    let clause = conformance.parent!
    let entries = clause.children
    guard entries.count > 1, let index = entries.firstIndex(of: conformance) else {
      return TextEdit(range: clause.range, replacement: "")
    }
    if index + 1 < entries.count {
      return TextEdit(
        range: conformance.range.lowerBound..<entries[index + 1].range.lowerBound, replacement: "")
    }
    return TextEdit(
      range: entries[index - 1].range.upperBound..<conformance.range.upperBound, replacement: "")
  }

  /// A binding with storage: no accessors, or only `willSet`/`didSet`.
  private func isStored(_ binding: PatternBinding) -> Bool {
    guard let block = binding.accessorBlock else { return true }
    let accessors = block.children(.accessorDecl)
    return !accessors.isEmpty
      && accessors.allSatisfy {
        $0.firstToken?.is("willSet") == true || $0.firstToken?.is("didSet") == true
      }
  }
}

extension ObservableMacro {
  /// An attribute and the space after it, or its whole line when it stands alone on one.
  static func attributeRemoval(_ attribute: Syntax, in file: SourceFile) -> TextEdit {
    let first = attribute.firstToken!
    let last = attribute.lastToken!
    if first.isAtStartOfLine, let next = last.next, next.isAtStartOfLine,
      last.trailingTrivia.allSatisfy({ $0 == " " || $0 == "\t" || $0.isNewline })
    {
      let lineStarts = file.lineStarts
      let firstLine = file.location(of: first.range.lowerBound).line
      let lastLine = file.location(of: last.range.upperBound).line
      if lastLine < lineStarts.count {
        return TextEdit(range: lineStarts[firstLine - 1]..<lineStarts[lastLine], replacement: "")
      }
    }
    let end = last.next?.range.lowerBound ?? last.range.upperBound
    return TextEdit(range: first.range.lowerBound..<end, replacement: "")
  }
}
