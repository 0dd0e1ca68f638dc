import SwiftCST

/// How confident a migration is that a fix preserves behaviour.
public enum Safety: String, Sendable, Codable, Comparable {
  /// Behaviour-preserving; applied by default.
  case safe
  /// Changes behaviour on purpose or cannot be proven equivalent; applied only with `--include-review`.
  case review
  /// Reported, never applied (a finding with no fix).
  case diagnostic

  public static func < (lhs: Safety, rhs: Safety) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .safe: 0
    case .review: 1
    case .diagnostic: 2
    }
  }
}

/// Replace the bytes `range` of the original file with `replacement`.
public struct TextEdit: Sendable, Hashable {
  public var range: Range<Int>
  public var replacement: String

  public init(range: Range<Int>, replacement: String) {
    self.range = range
    self.replacement = replacement
  }

  public static func insert(_ text: String, at offset: Int) -> TextEdit {
    TextEdit(range: offset..<offset, replacement: text)
  }
}

/// A file a fix needs that does not exist yet (for example a helper extension).
public struct NewFile: Sendable, Hashable {
  /// The file name, created in the same folder as the file whose fix asks for it.
  public var name: String
  public var contents: String
  /// A declaration name whose existence anywhere in the run means the file is not needed
  /// (for example `safeAreaBarOrInset`).
  public var providesSymbol: String

  public init(name: String, contents: String, providesSymbol: String) {
    self.name = name
    self.contents = contents
    self.providesSymbol = providesSymbol
  }
}

public struct Fix: Sendable, Hashable {
  public var edits: [TextEdit]
  public var newFiles: [NewFile]
  /// Comments the fix removes on purpose (a `// </HStack>` naming the stack it removes).
  /// The engine drops a fix that removes any other comment (`CommentKeeping`).
  public var removedComments: [Range<Int>]
  /// The fix writes the code it replaces where no migration sees it again (into a string
  /// literal: `Text(a).foregroundColor(.red) + Text(b)` → `Text("\(…)\(…)")`): a fix of
  /// another migration inside its range goes first, and this one waits for the next pass,
  /// where its migration finds it again over the changed code.
  public var yieldsToFixesInside = false

  public init(edits: [TextEdit], newFiles: [NewFile] = [], removedComments: [Range<Int>] = []) {
    self.edits = edits
    self.newFiles = newFiles
    self.removedComments = removedComments
  }
}

/// Something a migration found in a file: where, what, how safe, and optionally how to fix it.
public struct Finding: Sendable, Hashable {
  public var migrationID: String
  /// Byte range in the original file the finding is about (its start is what `check` reports).
  public var range: Range<Int>
  public var message: String
  public var safety: Safety
  public var fix: Fix?
  /// A finding that says there is nothing to do here (a closure that must stay a closure,
  /// an `if` child): `check` prints it only with `--verbose`. JSON and SARIF list it.
  public var isVerboseOnly = false

  public init(
    migrationID: String, range: Range<Int>, message: String, safety: Safety, fix: Fix? = nil,
    isVerboseOnly: Bool = false
  ) {
    self.migrationID = migrationID
    self.range = range
    self.message = message
    self.safety = fix == nil ? .diagnostic : safety
    self.fix = fix
    self.isVerboseOnly = isVerboseOnly
  }
}

/// A named rewrite pass. A migration never touches files or prints: it reads a parsed
/// file and returns findings; the engine applies fixes.
public protocol Migration: Sendable {
  /// Kebab-case identifier, e.g. `full-width-frame`.
  var id: String { get }
  /// One line for `list`.
  var summary: String { get }
  /// Several sentences for `explain`: why, what changes, when it does not fire.
  var rationale: String { get }
  /// A before/after example for `explain`.
  var example: (before: String, after: String) { get }
  /// The level of the migration's main rewrite, shown by `list`: `safe` if its typical fix
  /// applies by default, `review` if it changes behaviour on purpose (individual findings
  /// may still be safer or only diagnostics).
  var safety: Safety { get }
  /// A group id such as `deprecated-api`, selectable with `--only`.
  var group: String? { get }
  /// True if the migration reads `MigrationContext.index`, so the engine must run the
  /// project-wide first pass (`indexFacts(in:)` over every file) before rewriting. Files
  /// whose findings read the index are parsed again once the index is complete.
  var usesProjectIndex: Bool { get }
  /// True if the migration reads `MigrationContext.semantic` (declarations of the run,
  /// usually through a `Resolver`): the engine then records every file's declarations in
  /// its index pass.
  var usesSemanticIndex: Bool { get }
  /// False for a migration whose findings never carry a fix (it only reports). Past its
  /// first pass over a file the fix point wants nothing but fixes, so it does not ask such a
  /// migration about the rewritten file again.
  var findsFixes: Bool { get }
  /// True (the default) for a migration whose findings are all about SwiftUI's API: the
  /// engine asks it nothing about a file whose calls cannot be SwiftUI's
  /// (`MigrationContext.mayCallSwiftUI(in:)`: a page of a static-site framework). False for
  /// one that reads other code as well (an `ObservableObject` model, `UIScreen.main`).
  var needsSwiftUI: Bool { get }
  /// The symbols the new files of its fixes provide (`NewFile.providesSymbol`). The engine
  /// looks for declarations of these names in the run, so that a helper the project
  /// already has is not written again.
  var helperSymbols: [String] { get }
  /// True for a migration that replaces an API with a newer one, each fix on its own (no
  /// fix relies on another being made): its fixes inside code that never runs on the
  /// deployment targets (`MigrationContext.unreachableFallbacks(in:)`, where a project keeps
  /// the old API for older systems) are not made; the engine reports each as a note that
  /// says to remove the check.
  var leavesUnreachableFallbacks: Bool { get }

  /// Facts this migration wants from every file of the run before any file is rewritten
  /// (declared types, existing helpers, cross-file member reads). Called once per file.
  func indexFacts(in file: SourceFile) -> [ProjectFact]

  /// The same, for a migration that needs the file's own declarations to tell its facts
  /// (say, the type of a value whose member is read): `own` holds them, and an index of
  /// them alone built on first use, once per file, shared by every migration. The default
  /// asks `indexFacts(in:)`.
  func indexFacts(in file: SourceFile, own: OwnDeclarations) -> [ProjectFact]

  /// True if some of the migration's facts are late facts (see `lateFacts(in:own:scope:)`):
  /// for a file the engine keeps parsed, it then asks `earlyFacts(in:)` in the first pass
  /// and `lateFacts(in:own:scope:)` once every file's first-pass facts are in. A file it
  /// does not keep gets `earlyFacts(in:)` and `lateFactNames(in:)` in the first pass, and
  /// is read and parsed again for `lateFacts(in:own:scope:)` only if its names meet the
  /// scope; a migration without `lateFactNames(in:)` gives such a file
  /// `indexFacts(in:own:)`, so both ways must answer every question it asks alike.
  var hasLateFacts: Bool { get }

  /// For a file the engine does not keep, in the first pass: every name that could put a
  /// line in the file's late facts (`lateFacts(in:own:scope:)` must be empty for any scope
  /// that holds none of them). Cheap (no resolution): the engine reads and parses the file
  /// again after the first pass only if one of them is in the scope. Nil (the default):
  /// the file gets `indexFacts(in:own:)` in the first pass instead.
  func lateFactNames(in file: SourceFile) -> FactNames?

  /// True if the late facts are empty for every file whose bytes do not hold a name of the
  /// scope (`lateFacts(in:own:scope:)` starts with `scope.mayOccur(in: file)`, and
  /// `FactScope.mayOccur(inBytes:)` is false only where that is). For generated code, which
  /// the engine does not keep and whose thousands of names rarely meet a scope, the first
  /// pass then records `FactNames.inTheFileBytes` instead of `lateFactNames(in:)`: once the
  /// scope is known (most runs' is empty or a few names), the file is read again, and parsed
  /// for its late facts only if the scope may occur in its bytes. False (the default): such
  /// a file gets `lateFactNames(in:)`.
  var lateFactNamesAreInBytes: Bool { get }

  /// What the first-pass facts (`indexFacts`, `earlyFacts`, `lateFactNames`) read inside the
  /// bodies of functions, deinitializers, subscripts and accessors beyond what every body
  /// that stays parsed has (see `GeneratedCodeBodies`): generated code is parsed without the
  /// other bodies. Nil when they may read any body (every body is then parsed), the default
  /// for a migration that uses the project index; empty for one that does not (its facts
  /// are none). `GeneratedCodeBodiesTests` holds each migration to its answer on every
  /// fixture.
  var bodyWordsOfIndexFacts: BodyWords? { get }

  /// A kept file's first-pass facts: those of `indexFacts(in:own:)` that no scope
  /// restricts, including those the scope is drawn from.
  func earlyFacts(in file: SourceFile) -> [ProjectFact]

  /// The same, with the file's own declarations (as `indexFacts(in:own:)` has them): what
  /// the engine asks. The default asks `earlyFacts(in:)`.
  func earlyFacts(in file: SourceFile, own: OwnDeclarations) -> [ProjectFact]

  /// What the late facts may be restricted to, drawn from every file's first-pass facts and
  /// the run's declarations (`index` holds no late facts yet). It must hold every name
  /// the migration's findings will ask about.
  func lateFactScope(in index: ProjectIndex) -> FactScope

  /// A kept file's remaining facts: those of `indexFacts(in:own:)` that `earlyFacts(in:)`
  /// leaves out, restricted to `scope`. Every question about a name in the scope must get
  /// the answer the unrestricted facts give.
  func lateFacts(in file: SourceFile, own: OwnDeclarations, scope: FactScope) -> [ProjectFact]

  /// True if the late facts read the run's declarations (`OwnDeclarations.run`, the complete
  /// semantic index as the file sees it), which no first-pass fact can: the engine then asks
  /// every file not kept for `lateFactNames(in:)` (which must not be nil) and reads it again
  /// for its late facts when they meet the scope, also in `apply`, which does not write such
  /// a file in the first pass (it is rewritten in the second); and `indexFacts(in:own:)` is
  /// never asked for the facts `lateFacts` gives.
  var lateFactsReadTheRun: Bool { get }

  /// Whether `findings(in:context:)` could return anything at all for this file, under any
  /// index: false only when its findings are empty whatever `context.index` and
  /// `context.semantic` hold. Cheap, and reads neither: only the file and what is known
  /// before any index (`context.path`, targets, placement, module, style). The engine asks
  /// it right after parsing a file in its first pass; a file for which no migration of the
  /// run may find anything is finished there (reported unchanged), not kept for the
  /// rewriting pass nor rewritten against a probing index. Findings start with
  /// `guard mayFind(in: file, context: context) else { return [] }`, so the two never
  /// drift. The default, true, never skips a file.
  func mayFind(in file: SourceFile, context: MigrationContext) -> Bool

  /// The findings in one file.
  func findings(in file: SourceFile, context: MigrationContext) -> [Finding]
}

extension Migration {
  public var group: String? { nil }
  public var usesProjectIndex: Bool { false }
  public var usesSemanticIndex: Bool { false }
  public var findsFixes: Bool { true }
  public var needsSwiftUI: Bool { true }
  public var helperSymbols: [String] { [] }
  public var leavesUnreachableFallbacks: Bool { false }
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool { true }
  public func indexFacts(in file: SourceFile) -> [ProjectFact] { [] }
  public func indexFacts(in file: SourceFile, own: OwnDeclarations) -> [ProjectFact] {
    indexFacts(in: file)
  }
  public var hasLateFacts: Bool { false }
  public var lateFactsReadTheRun: Bool { false }
  public func earlyFacts(in file: SourceFile) -> [ProjectFact] { [] }
  public func earlyFacts(in file: SourceFile, own: OwnDeclarations) -> [ProjectFact] {
    earlyFacts(in: file)
  }
  public func lateFactNames(in file: SourceFile) -> FactNames? { nil }
  public var lateFactNamesAreInBytes: Bool { false }
  public var bodyWordsOfIndexFacts: BodyWords? { usesProjectIndex ? nil : BodyWords() }
  public func lateFactScope(in index: ProjectIndex) -> FactScope { FactScope() }
  public func lateFacts(in file: SourceFile, own: OwnDeclarations, scope: FactScope)
    -> [ProjectFact]
  { [] }
}

/// A file's own declarations as its index facts see them, and the semantic index of them
/// alone, built on first use (most files' facts never ask it). One per file, used by the
/// worker reading that file only.
public final class OwnDeclarations: @unchecked Sendable {
  /// Nil when no migration of the run uses the semantic index.
  public let declarations: FileDeclarations?
  /// For late facts only: the run's complete semantic index, seen from the file (its
  /// modules and path) as its rewriting pass sees it (`Migration.lateFactsReadTheRun`).
  /// Nil in the first pass, which knows no other file. Made on first use (most files'
  /// late facts find nothing to resolve).
  public var run: SemanticIndex? {
    if let madeRun { return madeRun }
    madeRun = makeRun?()
    makeRun = nil
    return madeRun
  }
  private var makeRun: (() -> SemanticIndex?)?
  private var madeRun: SemanticIndex?
  private var built: SemanticIndex?

  public init(_ declarations: FileDeclarations?, run: SemanticIndex? = nil) {
    self.declarations = declarations
    madeRun = run
  }

  /// The same, with the run's index made by `run` when first asked.
  public init(_ declarations: FileDeclarations?, run: @escaping () -> SemanticIndex?) {
    self.declarations = declarations
    makeRun = run
  }

  /// The index of the file's own declarations (empty without them).
  public var index: SemanticIndex {
    if let built { return built }
    let index = SemanticIndex(
      files: declarations.map { [$0] } ?? [], module: declarations?.module ?? "",
      path: declarations?.path)
    built = index
    return index
  }
}
