import MigrationKit
import SwiftCST

/// `@Environment(\.presentationMode) var p`, used only as `p.wrappedValue.dismiss()` →
/// `@Environment(\.dismiss) private var dismiss` and `dismiss()`.
///
/// `PresentationMode` is deprecated ("use EnvironmentValues.isPresented or
/// EnvironmentValues.dismiss"); `DismissAction` (iOS 15, macOS 12, tvOS 15, watchOS 8)
/// dismisses the same sheet, popover or navigation destination: `safe`. The property's uses
/// are found across its type (members and extensions in the file; the resolver tells them
/// from locals of the same name). Any other use (`isPresented`, passing `p` on, `_p`) is
/// reported and nothing changes; so is a property that an extension in another file may
/// read, a type that already has another member named `dismiss`, and a use where a local
/// `dismiss` would shadow it. An existing `@Environment(\.dismiss)` property is reused.
public struct DismissAction: Migration {
  public let id = "dismiss-action"
  public let summary =
    "Replace @Environment(\\.presentationMode) used only to dismiss with @Environment(\\.dismiss)"
  public let rationale = """
    PresentationMode is deprecated ("use EnvironmentValues.isPresented or \
    EnvironmentValues.dismiss"). A presentationMode property used only as \
    p.wrappedValue.dismiss() (p.dismiss() when @Binding is on it too, which unwraps the \
    PresentationMode) becomes @Environment(\\.dismiss) private var dismiss (private \
    unless it was declared with an access level, which is kept) and each call dismiss(): \
    DismissAction (iOS 15, macOS 12, tvOS 15, watchOS 8) dismisses the same sheet, popover \
    or pushed view, so the fix is safe. Uses are found across the type (its members and its \
    extensions in the file, told apart from locals of the same name, and reads through \
    another value such as parent.p, which keep their access level). Any other use \
    (wrappedValue.isPresented, which @Environment(\\.isPresented) replaces; passing the \
    binding on; _p; a read through a value of unknown type; @Environment combined with \
    another wrapper than @Binding) is reported and nothing changes, as is a property an \
    extension in another file mentions, a type with another member named dismiss, and a \
    call where a local named dismiss would shadow the property. A type that already reads \
    @Environment(\\.dismiss) keeps that property and loses the presentationMode one. Nothing \
    fires where a target is older (unless @available or if #available raises it there) or \
    the targets are unknown. A presentationMode property nothing reads is deleted. \
    Availability from the SDK documentation: \
    developer.apple.com/documentation/swiftui/environmentvalues/dismiss, \
    developer.apple.com/documentation/swiftui/dismissaction and \
    developer.apple.com/documentation/swiftui/presentationmode.
    """
  public let example = (
    before: """
    struct EditSheet: View {
      @Environment(\\.presentationMode) var presentationMode

      var body: some View {
        Button("Done") { presentationMode.wrappedValue.dismiss() }
      }
    }
    """,
    after: """
    struct EditSheet: View {
      @Environment(\\.dismiss) private var dismiss

      var body: some View {
        Button("Done") { dismiss() }
      }
    }
    """
  )
  public let safety = Safety.safe
  public var group: String? { "deprecated-api" }
  public var usesProjectIndex: Bool { true }
  /// Its first-pass facts read `presentationMode` properties anywhere (the late facts are
  /// read from a whole parse: `lateFactNamesAreInBytes`).
  public var bodyWordsOfIndexFacts: BodyWords? { BodyWords(words: ["presentationMode"]) }
  public var usesSemanticIndex: Bool { true }

  public init() {}

  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    extensionFacts(in: file, scope: nil) + earlyFacts(in: file)
  }

  /// The names extensions mention are late facts: findings ask only about the names of
  /// presentationMode properties (a few in a project, most have none), and recording every
  /// name of every extension was most of the migration's cost.
  public var hasLateFacts: Bool { true }

  /// `lateFacts(in:own:scope:)` starts with `scope.mayOccur(in:)`.
  public var lateFactNamesAreInBytes: Bool { true }

  /// The names of the file's presentationMode properties (the scope of the late facts).
  public func earlyFacts(in file: SourceFile) -> [ProjectFact] {
    guard file.containsBytes("presentationMode") else { return [] }
    return file.nodes(.variableDecl).compactMap { node in
      PresentationModeProperty(node).map { ProjectFact(key: propertyNamesKey, value: $0.name) }
    }
  }

  /// Every presentationMode property's name: `mentionedInExtension` asks about no other.
  public func lateFactScope(in index: ProjectIndex) -> FactScope {
    FactScope(names: Set(index.values(forKey: propertyNamesKey)))
  }

  /// For a file not kept (generated code, say): the names its extensions mention. Without
  /// them such a file recorded every name of every extension, and the first finding to ask
  /// built a table of them all (a hundred thousand lines on a large project).
  public func lateFactNames(in file: SourceFile) -> FactNames? {
    PresentationModeUses.extensionMentionedNames(in: file)
  }

  public func lateFacts(in file: SourceFile, own: OwnDeclarations, scope: FactScope)
    -> [ProjectFact]
  {
    // Only extensions give these facts (most files have none, which costs less to tell
    // than the scan of their bytes), and most files never write a presentationMode
    // property's name.
    guard file.containsNodes(.extensionDecl), scope.mayOccur(in: file) else { return [] }
    return extensionFacts(in: file, scope: scope)
  }

  private func extensionFacts(in file: SourceFile, scope: FactScope?) -> [ProjectFact] {
    let names = PresentationModeUses.extensionNames(in: file, scope: scope)
    return (names.lines.isEmpty ? [] : [ProjectFact(key: namesKey, value: names.lines)])
      + names.unsplittable.map { ProjectFact(key: unsplittableNamesKey, value: $0) }
  }

  /// Every finding is at a property of `\.presentationMode`, whose name the file's bytes
  /// then hold. The bytes first: the index's facts asked already, so the file remembers the
  /// answer, which is no for most files.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.containsBytes("presentationMode") && context.mayBeAvailable(dismissTargets, in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    return file.nodes(.variableDecl).compactMap { node in
      guard let property = PresentationModeProperty(node),
        context.isAvailable(dismissTargets, at: node)
      else { return nil }
      return finding(for: property, in: file, context: context)
    }
  }

  private func finding(
    for property: PresentationModeProperty, in file: SourceFile, context: MigrationContext
  ) -> Finding? {
    let resolver = context.resolver(for: file)
    guard let owner = resolver.enclosingTypeName(of: property.node) else { return nil }
    let name = property.name
    let range = property.node.range
    func report(_ message: String) -> Finding {
      Finding(migrationID: id, range: range, message: message, safety: .diagnostic)
    }
    if let wrapper = property.combinedWrapper, !property.isBindingUnwrapped {
      return report(
        "\(name) combines @Environment(\\.presentationMode) with @\(wrapper): replace it with @Environment(\\.dismiss) by hand"
      )
    }
    let uses = PresentationModeUses(
      of: name, in: owner, declaration: property.node, file: file, resolver: resolver,
      unwrapped: property.isBindingUnwrapped)
    if let other = uses.other {
      let call =
        property.isBindingUnwrapped ? "\(name).dismiss()" : "\(name).wrappedValue.dismiss()"
      return report(
        "\(name) is used other than as \(call) (\(other)): @Environment(\\.dismiss) replaces only the dismissal\(other.contains("isPresented") ? "; @Environment(\\.isPresented) replaces isPresented" : "")"
      )
    }
    if !property.isFilePrivate, mentionedInExtension(owner, name, context.index) {
      return report(
        "an extension of \(owner) in another file mentions \(name): rename its uses there with this declaration by hand"
      )
    }
    // Nothing reads it (no use, nor its name anywhere else in the file; a type declared
    // once per platform under `#if` shares its uses between its twins): the declaration
    // goes, not into a dismiss action nothing calls.
    let declarations = (file.nodes(.structDecl) + file.nodes(.classDecl)).filter {
      TypeDeclaration($0)?.name == owner.split(separator: ".").last.map(String.init)
    }
    if uses.calls.isEmpty, declarations.count == 1,
      !file.root.tokens.contains(where: { token in
        token.kind == .identifier && token.text == name
          && !property.node.range.contains(token.range.lowerBound)
      })
    {
      guard let line = property.wholeLine else {
        return report(
          "\(name) is never read and shares its line with other code: remove it by hand")
      }
      return Finding(
        migrationID: id, range: range,
        message: "PresentationMode is deprecated, and \(name) is never read: delete it",
        safety: .safe, fix: Fix(edits: [TextEdit(range: line, replacement: "")]))
    }
    let existing = context.semantic.members(named: "dismiss", in: owner)
    let reuse =
      existing.count == 1 && existing[0].attributes.contains("Environment")
      && existing[0].kind == .storedProperty && uses.dismissEnvironmentDeclared
    if !existing.isEmpty && !reuse {
      return report(
        "\(owner) already has a member named dismiss: rename it before replacing \(name) with @Environment(\\.dismiss)"
      )
    }
    if let shadowed = uses.calls.first(where: {
      resolver.local(named: "dismiss", at: $0.call) != nil
    }) {
      return report(
        "a local named dismiss at line \(shadowed.call.location.line) would shadow the property: rename it first"
      )
    }
    var edits = uses.calls.map { use in
      TextEdit(range: use.call.range, replacement: use.prefix + "dismiss()")
    }
    if reuse {
      guard let line = property.wholeLine else {
        return report("\(name) shares its line with other code: remove it by hand")
      }
      edits.append(TextEdit(range: line, replacement: ""))
    } else {
      // `private` only when every use is inside the type (a nested type counts; another
      // type of the file reading `parent.p` would lose access).
      let inside = uses.calls.allSatisfy { use in
        resolver.enclosingTypeName(of: use.call).map { $0 == owner || $0.hasPrefix(owner + ".") }
          ?? false
      }
      edits += property.declarationEdits(addingPrivate: !property.hasAccessModifier && inside)
    }
    return Finding(
      migrationID: id, range: range,
      message:
        "PresentationMode is deprecated: @Environment(\\.dismiss) dismisses the same presentation",
      safety: .safe, fix: Fix(edits: edits))
  }

  /// Whether an extension of `owner`, in a file that does not declare `owner`, mentions
  /// `name`.
  private func mentionedInExtension(_ owner: String, _ name: String, _ index: ProjectIndex)
    -> Bool
  {
    let pair = owner + "\t" + name
    // Both asked in the first pass (see `ProjectIndex.probing`): `||` would skip the second.
    let inLines = index.containsLine(namesKey, pair)
    let alone = index.contains(unsplittableNamesKey, pair)
    return inLines || alone
  }
}

/// `Type<TAB>name` lines (see `PresentationModeUses.extensionNames`).
private let namesKey = "dismiss-action.extension-names"
/// The same pairs one per value, for a type text with a line break.
private let unsplittableNamesKey = "dismiss-action.extension-names.unsplittable"
/// The name of a presentationMode property, one per value.
private let propertyNamesKey = "dismiss-action.property-names"

/// EnvironmentValues.dismiss and DismissAction: iOS 15, macOS 12, tvOS 15, watchOS 8.
private let dismissTargets = minimumVersions(iOS: "15", macOS: "12", tvOS: "15", watchOS: "8")
