import MigrationKit
import SwiftCST

/// `struct X_Previews: PreviewProvider { static var previews: some View { V } }` → `#Preview { V }`.
///
/// Xcode 15 introduced the `#Preview` macro; `Preview(_:body:)` is documented for every OS
/// SwiftUI runs on (iOS 13, macOS 10.15), so it does not depend on the deployment target, while
/// its `traits:` form needs iOS 17, macOS 14, tvOS 17, watchOS 10. `.previewDisplayName("n")`
/// becomes the name, `.previewLayout(.sizeThatFits)` and `.fixed(width:height:)` the layout
/// traits, `.previewInterfaceOrientation(o)` an orientation trait; a `Group` of previews (or a
/// body of several views) becomes one `#Preview` each. Anything the macro cannot say the same
/// way is reported: other members of the provider (`@State`, helpers, `platform`), loops and
/// `ForEach`, `previewDevice`, setup shared by the previews (modifiers on the `Group`,
/// declarations before several views), a provider not at file scope or referred to by name.
/// An `@available` introducing the provider goes when the targets already meet it
/// (`MigrationContext.isRedundant(availability:of:)`), and stands on each `#Preview` otherwise.
/// Declarations before a single view stay, and the view is returned.
public struct PreviewMacro: Migration {
  public let id = "preview-macro"
  public let summary = "Replace PreviewProvider types with the #Preview macro"
  public let rationale = """
    Xcode 15 replaced PreviewProvider with the #Preview macro. Preview(_:body:) is documented \
    for iOS 13, macOS 10.15, tvOS 13, watchOS 6 and visionOS 1, so it works whatever the \
    deployment target (the project needs Xcode 15 or later to build it); the traits: form, \
    Preview(_:traits:_:body:), needs iOS 17, macOS 14, tvOS 17 or watchOS 10. A provider at \
    file scope (inside #if DEBUG too, which stays) whose only member is static var previews \
    becomes one #Preview per view: .previewDisplayName("Name") becomes #Preview("Name"), \
    .previewLayout(.sizeThatFits) and .previewLayout(.fixed(width:height:)) become \
    traits: .sizeThatFitsLayout and .fixedLayout(width:height:), \
    .previewInterfaceOrientation(.landscapeLeft) the orientation trait, and a Group of previews \
    (or several views) one #Preview each, in order; a Group of one view with modifiers of \
    its own is one preview: the Group goes when those are all preview modifiers, and stays \
    in the #Preview otherwise. Declarations before a single view (let \
    model = …) stay, with the lines and comments between them and the view, and the view is \
    returned, as a #Preview body with declarations needs. An @available(iOS 13, *) on the \
    provider that the deployment targets already meet goes; a newer one stands on each \
    #Preview, where it is the same availability scope. \
    Reported instead: other members of the provider (@State, helpers, platform), ForEach and \
    loops (previewDevice loops), previewDevice and previewContext, previews that use a \
    function or view of the project that sets preview modifiers itself (a helper that shows \
    a view on several devices), modifiers on a Group of \
    several views or declarations before them (setup shared by the previews), statements \
    after the declarations besides the one view (`model.isLoading = true`), traits below iOS 17, \
    a provider nested in a type, with attributes other than an @available(…) that introduces \
    it, or referred to by name anywhere in the project, and one holding a comment the #Preview has no place for (on the previews \
    property, or among the preview modifiers). Sources: \
    developer.apple.com/documentation/swiftui/preview(_:body:) and \
    developer.apple.com/documentation/swiftui/preview(_:traits:_:body:).
    """
  public let example = (
    before: """
    struct BadgeView_Previews: PreviewProvider {
      static var previews: some View {
        Group {
          BadgeView(count: 3)
            .previewDisplayName("Three")
          BadgeView(count: 120)
            .previewDisplayName("Many")
        }
      }
    }
    """,
    after: """
    #Preview("Three") {
      BadgeView(count: 3)
    }

    #Preview("Many") {
      BadgeView(count: 120)
    }
    """
  )
  public let safety = Safety.safe
  public var group: String? { "deprecated-api" }
  public var usesProjectIndex: Bool { true }
  /// Its first-pass facts read local providers and the preview modifiers' member accesses
  /// (the references are late facts; `lateFactNames(in:)` reads unparsed bodies' tokens).
  public var bodyWordsOfIndexFacts: BodyWords? {
    BodyWords(words: [
      "previewDevice", "previewLayout", "previewDisplayName", "previewInterfaceOrientation",
      "previewContext",
    ])
  }

  public init() {}

  /// Capitalised names the file refers to, so a provider used by name elsewhere stays: one
  /// fact, a name a line (see `ProjectIndex.containsLine`); and the file's providers.
  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    references(in: file, scope: nil) + earlyFacts(in: file)
  }

  /// The references are late facts: findings ask only whether a provider's name is
  /// referenced, and recording every capitalised name of the project cost more than the
  /// rest of the migration.
  public var hasLateFacts: Bool { true }

  /// For a file the engine does not keep (generated code): the capitalised names it refers
  /// to (those `references(in:scope:)` reads), and every capitalised identifier of a body
  /// left unparsed (a superset), so that the first pass reads no such body.
  public func lateFactNames(in file: SourceFile) -> FactNames? {
    let raw = file.rawTree
    var names = FactNames()
    file.bytes.withUnsafeBufferPointer { bytes in
      for reference in raw.nodes(.declReferenceExpr) {
        let token = raw.firstToken(reference)
        guard token >= 0, raw.tokenKind(token) == .identifier else { continue }
        Self.insertCapitalised(token, of: raw, bytes, into: &names)
      }
      for body in file.unparsedBodies {
        for token in raw.tokens(body) where raw.tokenKind(token) == .identifier {
          Self.insertCapitalised(token, of: raw, bytes, into: &names)
        }
      }
    }
    return names
  }

  /// Inserts the name `token` is when it starts with a capital (backticks left out). A
  /// function of its own, given `names` inout: a local function capturing `names` made
  /// each insert a checked access of a boxed variable.
  private static func insertCapitalised(
    _ token: Int32, of raw: RawTree, _ bytes: UnsafeBufferPointer<UInt8>,
    into names: inout FactNames
  ) {
    var start = raw.textStart(token)
    var end = raw.textEnd(token)
    if end - start >= 2, bytes[start] == UInt8(ascii: "`") {
      start += 1
      end -= 1
    }
    guard start < end, bytes[start] >= 65, bytes[start] <= 90 else { return }
    names.insert(UnsafeBufferPointer(rebasing: bytes[start..<end]))
  }

  /// The names of the file's `PreviewProvider` structs (the scope of the late facts), and
  /// of its declarations that set preview modifiers (`PreviewModifierHolders`).
  public func earlyFacts(in file: SourceFile) -> [ProjectFact] {
    let holders = PreviewModifierHolders.facts(in: file)
    // A provider names PreviewProvider in its inheritance clause, which is read on the tree
    // for each struct: cheaper than a search of the whole file's bytes first.
    let tree = file.rawTree
    let providers = tree.nodes(.structDecl).compactMap { node -> ProjectFact? in
      guard Self.mayInheritPreviewProvider(node, tree),
        let provider = TypeDeclaration(tree.syntax(node)), provider.inherits("PreviewProvider")
      else { return nil }
      return ProjectFact(key: providersKey, value: provider.name)
    }
    return holders + providers
  }

  /// Every provider's name: `findings` asks about no other reference.
  public func lateFactScope(in index: ProjectIndex) -> FactScope {
    FactScope(names: Set(index.values(forKey: providersKey)))
  }

  public func lateFacts(in file: SourceFile, own: OwnDeclarations, scope: FactScope)
    -> [ProjectFact]
  {
    guard !scope.names.isEmpty else { return [] }
    return references(in: file, scope: scope)
  }

  /// The capitalised names the file refers to, one a line; with a `scope`, only its names.
  private func references(in file: SourceFile, scope: FactScope?) -> [ProjectFact] {
    // Names deduplicated by their bytes: a string only per distinct name. With a scope,
    // its test comes first (it gives the same answer for every spelling of a name), and
    // the set is made on the first name kept: most files have none.
    // Every name of the project passes here: the file's bytes are read in place (a slice
    // and a closure holding the scope, per name, cost retains and releases).
    let raw = file.rawTree
    var distinct: TokenTextSet?
    var names: [UInt8] = []
    file.bytes.withUnsafeBufferPointer { bytes in
      for reference in raw.nodes(.declReferenceExpr) {
        let token = raw.firstToken(reference)
        guard token >= 0, raw.tokenKind(token) == .identifier else { continue }
        let start = raw.textStart(token)
        let end = raw.textEnd(token)
        guard start < end, bytes[start] >= 65, bytes[start] <= 90 else { continue }
        // Read in place (`if let` copied the scope, a retain and release, per name).
        if scope?.contains(UnsafeBufferPointer(rebasing: bytes[start..<end])) == false {
          continue
        }
        if distinct == nil { distinct = TokenTextSet(file: file) }
        guard distinct!.insert(tokenAt: token) else { continue }
        FactText.append(token, of: raw, to: &names)
        names.append(UInt8(ascii: "\n"))
      }
    }
    guard !names.isEmpty else { return [] }
    return [ProjectFact(key: referenceKey, value: String(decoding: names, as: UTF8.self))]
  }

  /// Whether the inheritance clause of the struct `node` has a token `PreviewProvider`: what
  /// `inherits("PreviewProvider")` needs (it compares an inherited type's whole text), read
  /// from the token table without making strings, since most structs are not providers.
  static func mayInheritPreviewProvider(_ node: Int32, _ tree: RawTree) -> Bool {
    let clause = tree.child(node, .inheritanceClause)
    return clause >= 0 && tree.tokens(clause).contains { tree.token($0, is: "PreviewProvider") }
  }

  /// Every finding is at a struct with a token `PreviewProvider` in its inheritance clause:
  /// read on the tree for each struct, which costs less than a search of the whole file's
  /// bytes (most files asked have a few structs, and none a provider).
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    let tree = file.rawTree
    return tree.nodes(.structDecl).contains { Self.mayInheritPreviewProvider($0, tree) }
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let tree = file.rawTree
    return file.nodes(.structDecl).compactMap { node in
      guard Self.mayInheritPreviewProvider(node.index, tree),
        let provider = TypeDeclaration(node), provider.inherits("PreviewProvider"),
        let keyword = provider.keywordToken, let nameToken = keyword.next
      else { return nil }
      let range = keyword.range.lowerBound..<nameToken.range.upperBound
      switch PreviewProviderShape.read(provider) {
      case .failure(let refusal):
        return report(provider, refusal.reason, range)
      case .success(let previews):
        if context.index.containsLine(referenceKey, provider.name) {
          return report(provider, "the project refers to \(provider.name) by name", range)
        }
        if let holder = PreviewModifierHolders.firstHolder(in: previews, index: context.index) {
          return report(
            provider,
            "its previews use \(holder), which sets preview modifiers that #Preview ignores",
            range)
        }
        let attributes = provider.header.attributes
        // The header: its attributes and its modifiers (`public`), which go with the struct: a
        // macro expansion takes no access level (`public #Preview` does not compile).
        let headerStart = provider.node.firstToken ?? keyword
        if let comment = Self.commentAmong(from: headerStart, before: keyword) {
          let text = file.text(comment)
          let shown = text.count <= 30 ? text : text.prefix(29) + "…"
          return report(provider, "its comment `\(shown)` would be lost", range)
        }
        // `@available(iOS 13, *)` at or below the targets goes; a newer one moves to each
        // #Preview, where it is the same availability scope.
        let kept = attributes.filter {
          !context.isRedundant(availability: $0.node, of: node)
        }.map(\.node.text)
        if previews.contains(where: { !$0.traits.isEmpty }),
          !context.isAvailable(traitTargets, at: node)
        {
          return report(
            provider,
            "its layout or orientation becomes a preview trait, which needs "
              + context.versionsText(traitTargets, at: node), range)
        }
        let text = PreviewProviderShape.written(
          previews, at: provider, attributes: kept, in: file, style: context.style)
        let start = headerStart.range.lowerBound
        return Finding(
          migrationID: id, range: range,
          message:
            "PreviewProvider is superseded by the #Preview macro: \(provider.name) becomes \(previews.count == 1 ? "one #Preview" : "\(previews.count) #Preview macros")",
          safety: .safe,
          fix: Fix(
            edits: [
              TextEdit(range: start..<node.range.upperBound, replacement: text)
            ] + Self.markRenamed(before: provider)))
      }
    }
  }

  /// The first comment between the provider's first attribute or modifier (`first`) and its
  /// keyword, which the rewrite replaces.
  static func commentAmong(from first: Token, before keyword: Token) -> Range<Int>? {
    guard first.index < keyword.index else { return nil }
    let file = keyword.file
    for index in first.index...keyword.index {
      let token = file.token(at: index)
      let leading = index == first.index ? [] : file.comments(in: token.leadingTriviaRange)
      let trailing = index == keyword.index ? [] : file.comments(in: token.trailingTriviaRange)
      if let comment = (leading + trailing).first { return comment }
    }
    return nil
  }

  /// `// MARK: - Badge_Previews` right above the provider names a type the rewrite removes:
  /// it becomes `// MARK: - Previews`, as such sections are commonly named.
  static func markRenamed(before provider: TypeDeclaration) -> [TextEdit] {
    guard let first = provider.node.firstToken,
      let comment = provider.node.file.comments(in: first.leadingTriviaRange).last
    else { return [] }
    let file = provider.node.file
    let text = file.text(comment)
    guard text.hasPrefix("//"), text.hasSuffix(provider.name) else { return [] }
    var label = text.dropFirst(2).drop { $0 == " " || $0 == "\t" }
    guard label.hasPrefix("MARK:") else { return [] }
    label = label.dropFirst(5).drop { $0 == " " || $0 == "\t" }
    if label.hasPrefix("-") { label = label.dropFirst().drop { $0 == " " || $0 == "\t" } }
    guard label == provider.name else { return [] }
    let start = comment.upperBound - provider.name.utf8.count
    return [TextEdit(range: start..<comment.upperBound, replacement: "Previews")]
  }

  private func report(_ provider: TypeDeclaration, _ reason: String, _ range: Range<Int>)
    -> Finding
  {
    // PreviewProvider is not deprecated: a provider kept as it is needs nothing (`--verbose`).
    Finding(
      migrationID: id, range: range,
      message:
        "PreviewProvider is superseded by the #Preview macro, but \(reason): \(provider.name) left as is",
      safety: .diagnostic, isVerboseOnly: true)
  }
}

private let referenceKey = "preview-macro.reference"
/// The name of a `PreviewProvider` struct, one per value.
private let providersKey = "preview-macro.providers"

/// Preview(_:traits:_:body:): iOS 17, macOS 14, tvOS 17, watchOS 10.
private let traitTargets = minimumVersions(iOS: "17", macOS: "14", tvOS: "17", watchOS: "10")
