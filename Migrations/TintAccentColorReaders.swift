import MigrationKit
import SwiftCST

/// Where the views under an `.accentColor(c)` read `Color.accentColor`, which that call sets
/// to `c` for them and `.tint(c)` does not.
///
/// A reader is `Color.accentColor` (or `SwiftUI.Color.accentColor`), or the implicit member
/// `.accentColor` that is not called (`.foregroundColor(selected ? .accentColor : .gray)`),
/// except in a file that declares an enum case named `accentColor` (a coding key). Readers
/// under a call are found in its modified view's own text, in the view-building members of
/// the run it names, and in the types of the run it builds (`Resolver.typesBuilt(by:)`);
/// the readers of other files come from the index facts, one per reader:
/// `Type<TAB>member<TAB>line`.
///
/// A reader under a nearer `.accentColor(d)` (not `nil`, which inherits) sees d: it is not a
/// reader of the outer call. Its own text's nearer calls are skipped, readers of other files
/// under a nearer call in their own file are not recorded, and the types a member of the
/// run builds only under a nearer call are recorded (`shadowKey`:
/// `Type<TAB>member<TAB>Name,Name`) and not followed from it.
enum TintAccentColorReaders {
  static let factKey = "tint.accent-colour-reader"
  static let shadowKey = "tint.accent-colour-shadowed"

  /// A reader of Color.accentColor, as the message names it.
  struct Reader: Hashable, Sendable {
    var path: String
    var line: Int
    /// `PageStrip.body`; empty for a reader in the modified view's own text.
    var owner: String

    var description: String {
      let file = path.split(separator: "/").last.map(String.init) ?? path
      return owner.isEmpty ? "\(file):\(line)" : "\(file):\(line) (\(owner))"
    }
  }

  /// What the search under one call found.
  struct Search {
    var readers: [Reader]
    /// Static and top-level values of the module that read it, not followed to their uses.
    var values: [Reader]
    /// Views of the module the modified view builds (types whose conformance reaches View;
    /// other types it builds, a model made in a button's action, are searched but not
    /// named); how many members of the run it names.
    var typeNames: [String]
    var memberCount: Int
    var isComplete: Bool

    /// Styles of another module applied under the call (`RoundedFillStyle()`), as written:
    /// not searched, and a style often draws with Color.accentColor.
    var externalStyles: [String] = []

    /// For `.accentColor(.accentColor)`: nothing to search.
    var isOfInheritedAccent = false

    /// The view type declaring the call, when the call's view shows content that type's
    /// callers pass (`TintCallerContent`), and those properties: not searched.
    var callerContent: (type: String, names: [String])?

    static let ofInheritedAccent = Search(
      readers: [], values: [], typeNames: [], memberCount: 0, isComplete: true,
      isOfInheritedAccent: true)

    /// The end of the message of a call with no reader found.
    var noReaders: String {
      if isOfInheritedAccent {
        return
          "the colour is Color.accentColor itself, so what reads Color.accentColor under this view sees the same colour"
      }
      if let caller = callerContent {
        let names = caller.names.map { "`\($0)`" }.joined(separator: ", ")
        return
          "`\(caller.type)` shows content its callers pass (\(names)), which the search cannot see: check that none of it reads Color.accentColor, which a tint does not set; nothing else under this view does (\(searched))\(unfollowed)"
      }
      return
        "nothing under this view reads Color.accentColor, which a tint does not set (\(searched))\(unfollowed)"
    }

    /// What was searched, for the message of a call with no reader.
    var searched: String {
      var text = "searched its content"
      if memberCount > 0 {
        text += memberCount == 1 ? ", the member it names" : ", the \(memberCount) members it names"
      }
      switch typeNames.count {
      case 0: text += "; it builds no view of the module"
      case 1...3:
        text += " and the views of the module it builds: " + typeNames.joined(separator: ", ")
      default: text += " and the \(typeNames.count) views of the module it builds"
      }
      if !isComplete { text += ", as far as the search's limit of types" }
      return text
    }

    /// Both searches as one, for a call that modifies two views (`self`'s first).
    func merged(with other: Search) -> Search {
      var seen = Set<Reader>()
      let allReaders = (readers + other.readers).filter { seen.insert($0).inserted }
      let allValues = (values + other.values).filter { seen.insert($0).inserted }
      var names = Set<String>()
      let allTypeNames = (typeNames + other.typeNames).filter { names.insert($0).inserted }
      var styles = Set<String>()
      let allStyles = (externalStyles + other.externalStyles).filter { styles.insert($0).inserted }
      return Search(
        readers: allReaders, values: allValues, typeNames: allTypeNames,
        memberCount: memberCount + other.memberCount,
        isComplete: isComplete && other.isComplete, externalStyles: allStyles)
    }

    /// The readers for the message: the first three, then how many more.
    var named: String { Self.list(readers) }

    /// For a call with no reader found: the values it does not follow, if any.
    var unfollowed: String {
      guard !values.isEmpty else { return "" }
      let which = values.count == 1 ? "a static value" : "static values"
      return
        "; but \(which) of the module that \(values.count == 1 ? "reads" : "read") Color.accentColor, \(Self.list(values)), \(values.count == 1 ? "is" : "are") not followed to \(values.count == 1 ? "its" : "their") uses: check that none is used under this view"
    }

    static func list(_ readers: [Reader]) -> String {
      let shown = readers.prefix(3).map(\.description)
      var text = shown.joined(separator: ", ")
      if readers.count > 3 { text += " and \(readers.count - 3) more" }
      return text
    }
  }

  /// The index facts of a file: one per reader inside a type.
  static func facts(in file: SourceFile) -> [ProjectFact] {
    guard file.containsBytes("accentColor") else { return [] }
    let raw = file.rawTree
    let caseNamed = declaresCaseNamedAccentColor(raw)
    let resolver = Resolver(file: file, index: SemanticIndex())
    var facts: [ProjectFact] = []
    let shadows = shadowingReceivers(in: file.root)
    for node in raw.nodes(.memberAccessExpr) where namesAccentColor(node, raw) {
      let access = raw.syntax(node)
      guard isReader(access, codingKeyInFile: caseNamed), !isShadowed(access, by: shadows)
      else { continue }
      let type = resolver.enclosingTypeName(of: access) ?? ""
      let line = file.location(of: access.range.lowerBound).line
      let member = enclosingMember(of: access)
      // A value others name (a static member, a top-level one) is read wherever it is used.
      let isValue = member.isStatic || type.isEmpty
      facts.append(
        ProjectFact(
          key: factKey, value: "\(type)\t\(member.name)\t\(line)\t\(isValue ? "value" : "")"))
    }
    return facts + shadowedBuiltFacts(shadows, resolver: resolver)
  }

  /// The receivers of the `.accentColor(d)` calls under `node` (d not `nil`): the views
  /// that see d.
  static func shadowingReceivers(in node: Syntax) -> [Syntax] {
    node.descendants(.functionCallExpr).compactMap { call in
      guard let site = ModifierCallSite(call, named: "accentColor"), site.labels == ["_"],
        let value = site.call.arguments.first?.expression, value.kind != .nilLiteralExpr
      else { return nil }
      return site.receiver
    }
  }

  static func isShadowed(_ node: Syntax, by receivers: [Syntax]) -> Bool {
    let offset = node.range.lowerBound
    return receivers.contains { $0.range.contains(offset) }
  }

  /// For each member of a type holding a nearer call: the types it builds only under one.
  private static func shadowedBuiltFacts(_ shadows: [Syntax], resolver: Resolver)
    -> [ProjectFact]
  {
    var facts: [ProjectFact] = []
    var done = Set<Int>()
    for receiver in shadows {
      guard let declaration = enclosingDeclaration(of: receiver),
        done.insert(declaration.range.lowerBound).inserted,
        let type = resolver.enclosingTypeName(of: declaration)
      else { continue }
      let member = enclosingMember(of: receiver)
      let inside = shadows.filter { declaration.range.contains($0.range.lowerBound) }
      let outside = Set(Resolver.constructedNames(in: declaration, excluding: inside))
      let hidden = Resolver.constructedNames(in: declaration).filter { !outside.contains($0) }
      guard !hidden.isEmpty else { continue }
      facts.append(
        ProjectFact(
          key: shadowKey, value: "\(type)\t\(member.name)\t\(hidden.joined(separator: ","))"))
    }
    return facts
  }

  /// The readers under the view `site` (an `.accentColor(_:)` call) modifies: its receiver,
  /// and for a call inside a postfix `#if` clause, the expression before the `#if` too
  /// (`X⏎#if os(iOS)⏎.tint(c)⏎.accentColor(c)⏎#endif`: X is under the call).
  static func search(under site: ModifierCallSite, context: MigrationContext) -> Search {
    var found = search(under: site.receiver, context: context)
    if let before = site.receiverBeforeIfConfig {
      found = search(under: before, context: context).merged(with: found)
    }
    if found.readers.isEmpty {
      found.callerContent =
        site.receiverBeforeIfConfig.flatMap {
          TintCallerContent.shown(under: $0, at: site.call.node)
        } ?? TintCallerContent.shown(under: site.receiver, at: site.call.node)
    }
    return found
  }

  /// The readers under `receiver`, the view an `.accentColor(_:)` call modifies.
  static func search(under receiver: Syntax, context: MigrationContext) -> Search {
    let file = receiver.file
    let raw = file.rawTree
    let caseNamed = declaresCaseNamedAccentColor(raw)
    var readers: [Reader] = []
    // What a nearer `.accentColor(d)` modifies sees d.
    let shadows = shadowingReceivers(in: receiver)
    for node in raw.nodes(.memberAccessExpr, below: receiver.index)
    where namesAccentColor(node, raw) {
      let access = raw.syntax(node)
      if isReader(access, codingKeyInFile: caseNamed), !isShadowed(access, by: shadows) {
        readers.append(
          Reader(
            path: context.path, line: file.location(of: access.range.lowerBound).line, owner: ""))
      }
    }
    let hidden = context.index.derived("tint.shadowed", fromFactsFor: shadowKey, hiddenByMember)
    let built = context.resolver(for: file).typesBuilt(
      by: receiver, excluding: shadows, followsViewExtensionModifiers: true
    ) { member in
      guard let names = hidden[member.containingType ?? ""]?[member.name]?[member.path] else {
        return member.builtTypes
      }
      return member.builtTypes.filter { !names.contains($0) }
    }
    let table = context.index.derived("tint.readers", fromFactsFor: factKey, readersByType)
    // A reader counts where its file declares the member or type it is in, in this module
    // (the same type name may be another module's, or another project's in the run).
    for member in built.members {
      guard let type = member.containingType else { continue }
      readers += (table[type] ?? []).filter {
        $0.member == member.name && $0.reader.path == member.path
      }
      .map(\.reader)
    }
    for (type, seen) in zip(built.types, built.indexes) {
      guard let candidates = table[type.name] else { continue }
      let paths = Set(seen.members(of: type.name).map(\.path))
      readers += candidates.filter { paths.contains($0.reader.path) }.map(\.reader)
    }
    var seen = Set<Reader>()
    readers = readers.filter { seen.insert($0).inserted }
    let externalStyles = stylesOfOtherModules(
      under: receiver, excluding: shadows, semantic: context.semantic)
    // Static and top-level values that read it are read where they are named, which the
    // search does not follow: named in the message of a call with no reader found.
    let builtNames = Set(built.types.map(\.name))
    var values: [Reader] = []
    for (type, candidates) in table.sorted(by: { $0.key < $1.key })
    where !builtNames.contains(type) {
      for candidate in candidates where candidate.isValue && !seen.contains(candidate.reader) {
        let declared =
          type.isEmpty
          ? context.semantic.topLevel(named: candidate.member)
          : context.semantic.members(named: candidate.member, in: type)
        guard declared.contains(where: { $0.path == candidate.reader.path }) else { continue }
        seen.insert(candidate.reader)
        values.append(candidate.reader)
      }
    }
    return Search(
      readers: readers, values: values,
      typeNames: zip(built.types, built.indexes).filter { $1.conforms($0.name, to: "View") }.map {
        $0.0.name
      },
      memberCount: built.members.count, isComplete: built.isComplete,
      externalStyles: externalStyles)
  }

  /// The `.xxxStyle(T(…))` calls under `receiver` (outside `excluding`) whose style `T` is
  /// neither SwiftUI's nor declared in the run: the style's text, as written.
  static func stylesOfOtherModules(
    under receiver: Syntax, excluding shadows: [Syntax], semantic: SemanticIndex
  ) -> [String] {
    let resolver = Resolver(file: receiver.file, index: semantic)
    var found: [String] = []
    for node in [receiver] + receiver.descendants(.functionCallExpr) {
      guard let call = FunctionCall(node), let name = call.memberAccess?.name,
        styleModifiers.contains(name), call.arguments.count == 1,
        call.arguments[0].label == nil, let style = call.arguments[0].expression,
        let type = ObservableNames.constructedTypeName(of: style),
        !swiftUIStyles.contains(TypeReference(text: type).name ?? type),
        !isShadowed(node, by: shadows)
      else { continue }
      guard
        case .undeclared = semantic.lookUpType(
          named: type, inside: resolver.enclosingTypeName(of: node))
      else { continue }
      let text = style.compactText
      if !found.contains(text) { found.append(text) }
    }
    return found
  }

  /// The modifiers that set a control's style (not `foregroundStyle`, which takes a colour or
  /// gradient).
  static let styleModifiers: Set<String> = [
    "buttonStyle", "toggleStyle", "labelStyle", "progressViewStyle", "gaugeStyle", "menuStyle",
    "pickerStyle", "textFieldStyle", "listStyle", "datePickerStyle", "groupBoxStyle",
    "disclosureGroupStyle", "controlGroupStyle", "formStyle", "tableStyle",
    "labeledContentStyle", "tabViewStyle", "navigationViewStyle", "menuButtonStyle",
  ]

  /// SwiftUI's style types (a `.buttonStyle(PlainButtonStyle())` draws no accent colour of
  /// its own choosing).
  static let swiftUIStyles: Set<String> = [
    "PlainButtonStyle", "BorderlessButtonStyle", "BorderedButtonStyle",
    "BorderedProminentButtonStyle", "DefaultButtonStyle", "LinkButtonStyle", "CardButtonStyle",
    "SwitchToggleStyle", "CheckboxToggleStyle", "DefaultToggleStyle", "ButtonToggleStyle",
    "DefaultLabelStyle", "IconOnlyLabelStyle", "TitleOnlyLabelStyle", "TitleAndIconLabelStyle",
    "DefaultProgressViewStyle", "CircularProgressViewStyle", "LinearProgressViewStyle",
    "DefaultPickerStyle", "MenuPickerStyle", "SegmentedPickerStyle", "WheelPickerStyle",
    "InlinePickerStyle", "NavigationLinkPickerStyle", "PalettePickerStyle",
    "RadioGroupPickerStyle", "PopUpButtonPickerStyle", "DefaultTextFieldStyle",
    "PlainTextFieldStyle", "RoundedBorderTextFieldStyle", "SquareBorderTextFieldStyle",
    "PlainListStyle", "GroupedListStyle", "InsetGroupedListStyle", "InsetListStyle",
    "SidebarListStyle", "DefaultListStyle", "CarouselListStyle", "EllipticalListStyle",
    "BorderedListStyle", "DefaultMenuStyle", "BorderlessButtonMenuStyle", "ButtonMenuStyle",
    "DefaultDatePickerStyle", "CompactDatePickerStyle", "GraphicalDatePickerStyle",
    "WheelDatePickerStyle", "FieldDatePickerStyle", "StepperFieldDatePickerStyle",
    "DefaultGaugeStyle", "LinearGaugeStyle", "CircularGaugeStyle", "DefaultGroupBoxStyle",
    "StackNavigationViewStyle", "DoubleColumnNavigationViewStyle", "DefaultNavigationViewStyle",
    "ColumnNavigationViewStyle", "PageTabViewStyle", "DefaultTabViewStyle",
    "AutomaticFormStyle", "GroupedFormStyle", "ColumnsFormStyle",
  ]

  /// The types each member builds only under a nearer call: by type, member and path.
  @Sendable static func hiddenByMember(_ facts: [ProjectFact])
    -> [String: [String: [String: Set<String>]]]
  {
    var table: [String: [String: [String: Set<String>]]] = [:]
    for fact in facts {
      let fields = fact.value.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 3 else { continue }
      table[String(fields[0]), default: [:]][String(fields[1]), default: [:]][fact.path] = Set(
        fields[2].split(separator: ",").map(String.init))
    }
    return table
  }

  /// The readers of the facts by the type they are in.
  @Sendable static func readersByType(_ facts: [ProjectFact]) -> [String: [TypedReader]] {
    var table: [String: [TypedReader]] = [:]
    for fact in facts {
      let fields = fact.value.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 4, let line = Int(fields[2]) else { continue }
      let type = String(fields[0])
      let member = String(fields[1])
      let owner = type.isEmpty ? member : member.isEmpty ? type : "\(type).\(member)"
      table[type, default: []].append(
        TypedReader(
          member: member, isValue: fields[3] == "value",
          reader: Reader(path: fact.path, line: line, owner: owner)))
    }
    return table
  }

  /// A reader of the facts, with the member of its type it is in.
  struct TypedReader: Hashable, Sendable {
    var member: String
    /// In a static member or at top level: a value read wherever it is named.
    var isValue: Bool
    var reader: Reader
  }

  /// Whether the member access's name is `accentColor` (a test on the token).
  static func namesAccentColor(_ node: Int32, _ raw: RawTree) -> Bool {
    let name = raw.memberNameToken(node)
    return name >= 0 && raw.token(name, is: "accentColor")
  }

  /// Whether a member access reads SwiftUI's `Color.accentColor`.
  static func isReader(_ node: Syntax, codingKeyInFile: Bool) -> Bool {
    guard let access = MemberAccess(node), access.name == "accentColor" else { return false }
    // `.accentColor(c)`: the modifier itself.
    if let parent = node.parent, parent.kind == .functionCallExpr, parent.firstChild == node {
      return false
    }
    guard let base = access.base else { return !codingKeyInFile }
    let text = base.compactText
    return text == "Color" || text == "SwiftUI.Color"
  }

  /// Whether the file declares `case accentColor` (a coding key or another enum's case,
  /// which an implicit `.accentColor` may name).
  static func declaresCaseNamedAccentColor(_ raw: RawTree) -> Bool {
    for node in raw.nodes(.enumCaseElement) {
      let first = raw.firstToken(node)
      if first >= 0, raw.token(first, is: "accentColor") { return true }
    }
    return false
  }

  /// The property, function or initializer declaration whose body holds `node`, inside the
  /// nearest type (or at top level); nil when none.
  static func enclosingDeclaration(of node: Syntax) -> Syntax? {
    var current = node.parent
    var found: Syntax?
    while let ancestor = current {
      switch ancestor.kind {
      case .functionDecl, .initializerDecl, .variableDecl: found = ancestor
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
        return found
      default: break
      }
      current = ancestor.parent
    }
    return found
  }

  /// The property, function or initializer of a type (or at top level) whose body holds
  /// `node`: its name (empty when none) and whether it is `static` or `class`.
  static func enclosingMember(of node: Syntax) -> (name: String, isStatic: Bool) {
    var current = node.parent
    var found: (name: String, isStatic: Bool) = ("", false)
    while let ancestor = current {
      switch ancestor.kind {
      case .functionDecl, .initializerDecl, .variableDecl:
        let header = DeclarationHeader(ancestor)
        let name =
          ancestor.kind == .functionDecl
          ? FunctionDeclaration(ancestor)?.name
          : ancestor.kind == .initializerDecl
            ? "init" : VariableDeclaration(ancestor)?.bindings.first?.pattern?.text
        found = (name ?? "", header.hasModifier("static") || header.hasModifier("class"))
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
        return found
      default: break
      }
      current = ancestor.parent
    }
    return found
  }
}
