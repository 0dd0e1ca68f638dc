import SwiftCST

/// Walks declarations (not bodies) and records them in the flat arrays of a
/// `DeclarationStore`.
///
/// Declarations are read from the flat arrays of the tree (`RawTree`, `Int32` indices);
/// `Syntax` handles are made only for the few parts read with typed views (enum cases,
/// `@Environment` keys, bodies whose views are counted, initializers' calls). Texts are
/// copied into `bytes` (see `DeclarationScanner+Texts.swift`), not made strings.
struct DeclarationScanner {
  typealias Text = DeclarationStore.Text

  let file: SourceFile
  let raw: RawTree
  /// The file's bytes, valid while the scan runs (`FileDeclarations.init` scans inside
  /// `withUnsafeBufferPointer`): texts are copied from it without a retain each.
  let source: UnsafeBufferPointer<UInt8>
  // Arrays kept from scan to scan (`DeclarationScanBuffers`).
  var bytes: [UInt8] = []
  /// How many of `bytes` are texts (see `DeclarationScanner+Texts.swift`).
  var byteCount = 0
  var texts: [Text] = []
  var types: [DeclarationStore.TypeRecord] = []
  var members: [DeclarationStore.MemberRecord] = []
  var parameters: [DeclarationStore.ParameterRecord] = []
  var details: [MemberInfo.DetailFields] = []
  /// How many `#if` blocks enclose the declarations being scanned.
  private var ifConfigDepth = 0

  init(file: SourceFile, source: UnsafeBufferPointer<UInt8>) {
    self.file = file
    self.raw = file.rawTree
    self.source = source
    var buffers = DeclarationScanBuffers.take()
    exchangeArrays(with: &buffers)
  }

  /// Swaps the scanner's arrays with `buffers`' (no copy).
  private mutating func exchangeArrays(with buffers: inout DeclarationScanBuffers) {
    swap(&bytes, &buffers.bytes)
    swap(&texts, &buffers.texts)
    swap(&types, &buffers.types)
    swap(&members, &buffers.members)
    swap(&parameters, &buffers.parameters)
    swap(&details, &buffers.details)
  }

  /// The store of what was scanned (arrays of exactly its size, but for `details`); the
  /// scanner's arrays go back for the next scan.
  ///
  /// `details` is handed to the store as it is, not copied: a copy of each element's
  /// strings and arrays retained them all, and emptying the buffer released them again. It
  /// holds a few elements (of view-building members and initializers), so its spare room is
  /// small, and the next scan grows its own from empty.
  mutating func finish(path: String, module: String) -> DeclarationStore {
    var scannedDetails: [MemberInfo.DetailFields] = []
    swap(&scannedDetails, &details)
    let store = DeclarationStore(
      path: path, module: module,
      bytes: DeclarationScanBuffers.exactCopy(bytes, count: byteCount),
      texts: DeclarationScanBuffers.exactCopy(texts),
      types: DeclarationScanBuffers.exactCopy(types),
      members: DeclarationScanBuffers.exactCopy(members),
      parameters: DeclarationScanBuffers.exactCopy(parameters),
      details: scannedDetails)
    var buffers = DeclarationScanBuffers()
    exchangeArrays(with: &buffers)
    // Emptied here, where nothing else holds them (not copied to be emptied).
    buffers.empty()
    DeclarationScanBuffers.giveBack(&buffers)
    return store
  }

  /// Scans the declarations among the children of `parent` (the file, a member block or
  /// an `#if` clause); `container` is the position in `types` of the type they are
  /// members of, -1 at top level.
  mutating func scan(children parent: Int32, in container: Int32, defaultAccess: AccessLevel) {
    var item = raw.firstChild(parent)
    while item >= 0 {
      switch raw.kind(item) {
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
        scanType(item, in: container, defaultAccess: defaultAccess)
      case .typealiasDecl:
        scanTypealias(
          item, in: container, defaultAccess: defaultAccess,
          isConditionallyCompiled: ifConfigDepth > 0)
      case .variableDecl:
        scanVariable(item, in: container, defaultAccess: defaultAccess)
      case .functionDecl, .initializerDecl, .subscriptDecl:
        scanFunction(item, in: container, defaultAccess: defaultAccess)
      case .enumCaseDecl:
        scanEnumCases(item, in: container, defaultAccess: defaultAccess)
      case .ifConfigDecl:
        ifConfigDepth += 1
        var clause = raw.firstChild(item)
        while clause >= 0 {
          if raw.kind(clause) == .ifConfigClause {
            scan(children: clause, in: container, defaultAccess: defaultAccess)
          }
          clause = raw.nextSibling(clause)
        }
        ifConfigDepth -= 1
      default: break
      }
      item = raw.nextSibling(item)
    }
  }

  private mutating func scanEnumCases(
    _ item: Int32, in container: Int32, defaultAccess: AccessLevel
  ) {
    var element = raw.firstChild(item)
    while element >= 0 {
      defer { element = raw.nextSibling(element) }
      let name = raw.firstToken(element)
      guard raw.kind(element) == .enumCaseElement, name >= 0 else { continue }
      let labels = Int32(texts.count)
      let firstParameter = Int32(parameters.count)
      let clause = raw.child(element, .parameterClause)
      var parameter = clause >= 0 ? raw.firstChild(clause) : -1
      while parameter >= 0 {
        if raw.kind(parameter) == .parameter {
          // `case tagged(String)`: no colon, no label (`String` is the type, a token of
          // the parameter itself when it is a plain name).
          let label = hasOwnColon(parameter) ? parameterLabel(parameter) : -1
          texts.append(label >= 0 ? addText(token: label) : addText("_"))
          let typeNode = parameterType(parameter)
          let nameType = label < 0 && typeNode < 0 ? parameterLabel(parameter) : -1
          let defaultValue = raw.child(parameter, .initializerClause)
          parameters.append(
            DeclarationStore.ParameterRecord(
              type: typeNode >= 0
                ? addParameterTypeText(typeNode) : nameType >= 0 ? addText(token: nameType) : nil,
              hasDefault: defaultValue >= 0 && raw.firstChild(defaultValue) >= 0))
        }
        parameter = raw.nextSibling(parameter)
      }
      members.append(
        DeclarationStore.MemberRecord(
          name: addText(token: name), kind: .enumCase,
          typeForm: container >= 0 ? .named : .none, access: defaultAccess, isStatic: true,
          isTypeInferred: false, container: container, type: containerName(container),
          attributes: 0..<0, labels: labels..<Int32(texts.count),
          parameters: firstParameter..<Int32(parameters.count), details: -1,
          offset: offset(of: element)))
    }
  }

  /// `defaultAccess`: the members' default where the type is declared; a type declared
  /// without a modifier in a private or fileprivate type or extension is as file-private as
  /// its members (`SemanticStorage` sees it from its own file only).
  private mutating func scanType(_ node: Int32, in container: Int32, defaultAccess: AccessLevel) {
    let kind: TypeInfo.Kind
    switch raw.kind(node) {
    case .structDecl: kind = .struct
    case .classDecl: kind = .class
    case .enumDecl: kind = .enum
    case .actorDecl: kind = .actor
    case .protocolDecl: kind = .protocol
    default: kind = .extension
    }
    let name: Text
    if kind == .extension {
      var extended = raw.firstChild(node)
      while extended >= 0, raw.kind(extended) != .identifierType,
        raw.kind(extended) != .memberType
      {
        extended = raw.nextSibling(extended)
      }
      guard extended >= 0 else { return }
      name = addExtendedTypeName(extended)
    } else {
      let token = typeNameToken(node)
      guard token >= 0, raw.textEnd(token) > raw.textStart(token) else { return }
      name = container >= 0 ? addText(containerName(container), dot: token) : addText(token: token)
    }
    let access =
      header(of: node, recordingAttributes: false).access
      ?? (defaultAccess <= .fileprivate ? .fileprivate : .internal)
    let inheritance = Int32(texts.count)
    let clause = raw.child(node, .inheritanceClause)
    if clause >= 0 {
      var inherited = raw.firstChild(clause)
      while inherited >= 0 {
        texts.append(addCompactText(inherited))
        inherited = raw.nextSibling(inherited)
      }
    }
    let genericParameters = Int32(texts.count)
    addGenericParameterNames(node)
    // An extension's where clause holds in that extension only: not the type's.
    let genericConstraints = Int32(texts.count)
    if kind != .extension { addGenericConstraints(node) }
    types.append(
      DeclarationStore.TypeRecord(
        name: name, kind: kind, access: access, isConditionallyCompiled: ifConfigDepth > 0,
        inheritance: inheritance..<genericParameters,
        genericParameters: genericParameters..<genericConstraints,
        genericConstraints: genericConstraints..<Int32(texts.count)))
    // Members of a private or fileprivate extension default to that level.
    let memberDefault: AccessLevel =
      kind == .extension ? access : (access == .private ? .fileprivate : min(access, .internal))
    let block = raw.child(node, .memberBlock)
    if block >= 0 {
      scan(children: block, in: Int32(types.count - 1), defaultAccess: memberDefault)
    }
  }

  private mutating func scanVariable(
    _ node: Int32, in container: Int32, defaultAccess: AccessLevel
  ) {
    let header = header(of: node, recordingAttributes: true)
    let access = header.access ?? defaultAccess
    var isLet = false
    forEachOwnToken(of: node) { token in
      switch raw.tokenKind(token) {
      case .kwLet:
        isLet = true
        return false
      case .kwVar: return false
      default: return true
      }
    }
    var binding = raw.firstChild(node)
    while binding >= 0 {
      defer { binding = raw.nextSibling(binding) }
      guard raw.kind(binding) == .patternBinding else { continue }
      let nameToken = bindingNameToken(binding)
      guard nameToken >= 0 else { continue }
      let name = addText(token: nameToken)
      var typeForm = DeclarationStore.TypeForm.none
      var type = Text(start: 0, count: 0)
      let parts = bindingParts(binding)
      let annotation = parts.annotation
      if annotation >= 0, raw.firstChild(annotation) >= 0 {
        type = addCompactText(raw.firstChild(annotation))
        typeForm = .written
      } else {
        let initializer = parts.initializer
        if initializer >= 0, raw.firstChild(initializer) >= 0,
          let constructed = Self.constructedTypeText(raw.firstChild(initializer), in: raw)
        {
          type = addText(constructed)
          typeForm = .named
        } else if initializer < 0,
          let delegate = DelegateAdaptors.delegateType(ofVariable: node, in: raw)
        {
          type = addText(.path(delegate))
          typeForm = .named
        }
      }
      let computed = isComputed(accessors: parts.accessors)
      // Details are of an untyped or a computed property only.
      let details =
        typeForm == .none || computed
        ? addPropertyDetails(
          parts, of: node, attributes: header.attributes, name: name, in: container,
          typeForm: typeForm, type: type, computed: computed) : -1
      members.append(
        DeclarationStore.MemberRecord(
          name: name, kind: computed ? .computedProperty : .storedProperty, typeForm: typeForm,
          access: access, isStatic: header.isStatic, isTypeInferred: typeForm == .named,
          isConstant: isLet, container: container, type: type, attributes: header.attributes,
          labels: 0..<0, parameters: 0..<0, details: details, offset: offset(of: binding)))
    }
  }

  /// Adds the detail fields of a property's binding (`addDetails`): -1 when every one is
  /// empty (most properties), without making the fields then.
  private mutating func addPropertyDetails(
    _ binding: BindingParts, of node: Int32, attributes: Range<Int32>, name: Text,
    in container: Int32, typeForm: DeclarationStore.TypeForm, type: Text, computed: Bool
  ) -> Int32 {
    var initialReference: String?
    if typeForm == .none, !computed {
      let initializer = binding.initializer
      let value = initializer >= 0 ? raw.firstChild(initializer) : -1
      if value >= 0 { initialReference = Self.referencePath(value, in: raw) }
    }
    var environmentKey: String?
    if typeForm == .none, texts(attributes, contain: "Environment") {
      environmentKey = Self.environmentKey(of: raw.syntax(node))
    }
    var viewArity: ViewArity?
    var builtTypes: [String] = []
    var builtPlacements: [UInt16] = []
    var labelledPlacements: [ViewPlacement.Labelled] = []
    var laidOut: (names: [String], placements: [UInt16]) = ([], [])
    var calls: [String] = []
    let builder = isViewBuilder(attributes: attributes, name: name, in: container)
    let getter = computed ? getterBody(accessors: binding.accessors) : -1
    if getter >= 0, buildsViews(builder: builder, typeForm: typeForm, type: type) {
      let statements = ViewArity.Statements(childrenOf: getter, in: raw)
      viewArity = Self.arity(of: statements, builder: builder, in: raw)
      let first = raw.firstChild(getter)
      if first >= 0 {
        var last = first
        while raw.nextSibling(last) >= 0 { last = raw.nextSibling(last) }
        builtTypes = Self.constructedNames(
          in: raw.tokens(first).lowerBound..<raw.tokens(last).upperBound, of: raw)
        (builtPlacements, labelledPlacements) = ViewPlacement.placements(
          of: builtTypes, below: getter, in: raw)
        laidOut = ViewPlacement.memberUses(below: getter, in: raw)
      }
      if container >= 0, text(name, is: "body") {
        calls = Self.calledNames(inChildrenOf: getter, of: raw)
      }
    }
    // `DetailFields.isEmpty` (a property is never failable and forwards nothing).
    guard
      initialReference != nil || environmentKey != nil || viewArity != nil
        || !builtTypes.isEmpty || !calls.isEmpty || !laidOut.names.isEmpty
    else { return -1 }
    return addDetails(
      MemberInfo.DetailFields(
        environmentKey: environmentKey, viewArity: viewArity, calls: calls,
        builtTypes: builtTypes, builtPlacements: builtPlacements,
        labelledPlacements: labelledPlacements,
        laidOutNames: laidOut.names, laidOutNamePlacements: laidOut.placements,
        initialReference: initialReference))
  }

  private mutating func scanFunction(
    _ node: Int32, in container: Int32, defaultAccess: AccessLevel
  ) {
    let kind: MemberInfo.Kind =
      switch raw.kind(node) {
      case .initializerDecl: .initializer
      case .subscriptDecl: .subscript
      default: .function
      }
    let header = header(of: node, recordingAttributes: true)
    let nameToken = functionNameToken(node)
    let name = nameToken >= 0 ? addText(token: nameToken) : Text(start: 0, count: 0)
    // The return clause, parameter clause and body, in one walk of the children.
    var returnClause: Int32 = -1
    var parameterClause: Int32 = -1
    var body: Int32 = -1
    var child = raw.firstChild(node)
    while child >= 0 {
      switch raw.kind(child) {
      case .returnClause: if returnClause < 0 { returnClause = child }
      case .parameterClause: if parameterClause < 0 { parameterClause = child }
      case .codeBlock: if body < 0 { body = child }
      default: break
      }
      child = raw.nextSibling(child)
    }
    let returnType = returnClause >= 0 ? raw.firstChild(returnClause) : -1
    var typeForm = DeclarationStore.TypeForm.none
    var type = Text(start: 0, count: 0)
    if returnType >= 0 {
      type = addCompactText(returnType)
      typeForm = .written
    }
    let labels = Int32(texts.count)
    let firstParameter = Int32(parameters.count)
    // An initializer's parameters of function type (`@escaping () -> Void`), by local name,
    // and all of its parameters' local names.
    var closureParameters: [String] = []
    var parameterNames: [String] = []
    if parameterClause >= 0 {
      var parameter = raw.firstChild(parameterClause)
      while parameter >= 0 {
        if raw.kind(parameter) == .parameter {
          let label = parameterLabel(parameter)
          texts.append(label >= 0 ? addText(token: label) : addText("_"))
          let typeNode = parameterType(parameter)
          let defaultValue = raw.child(parameter, .initializerClause)
          parameters.append(
            DeclarationStore.ParameterRecord(
              type: typeNode >= 0 ? addParameterTypeText(typeNode) : nil,
              hasDefault: defaultValue >= 0 && raw.firstChild(defaultValue) >= 0))
          if kind == .initializer {
            let local = parameterLocalName(parameter)
            if local >= 0 {
              let name = Self.text(of: local, in: raw)
              parameterNames.append(name)
              if typeNode >= 0, textContainsArrow(typeNode) { closureParameters.append(name) }
            }
          }
        }
        parameter = raw.nextSibling(parameter)
      }
    }
    var isFailable = false
    if kind == .initializer, container >= 0 {
      let next = nameToken >= 0 ? nameToken + 1 : -1
      isFailable = next >= 0 && Int(next) < raw.tokenCount && raw.token(next, is: "?")
      type = containerName(container)
      typeForm = isFailable ? .namedOptional : .named
    }
    var details: Int32 = -1
    if kind == .initializer {
      var fields = MemberInfo.DetailFields()
      fields.isFailable = isFailable
      if ifConfigDepth > 0 {
        // (Few initializers are inside `#if`: read on the syntax.)
        let platforms = raw.syntax(node).ifConfigPlatforms
        for (position, platform) in Platform.allCases.enumerated()
        where !platforms.contains(platform) {
          fields.ruledOutPlatforms |= 1 << position
        }
      }
      if body >= 0 {
        fields.forwards = Self.forwardedCalls(in: body, of: raw)
        fields.subscriptions = Self.subscriptions(in: body, of: raw)
        let called = Self.calledNames(inChildrenOf: body, of: raw)
        if !closureParameters.isEmpty { fields.calls = called.filter(closureParameters.contains) }
        // The methods it runs (`setUp()`, `self.load()`), after the calls above.
        for name in called where name != "_" && !parameterNames.contains(name) {
          fields.forwards.append(ForwardedCall(callee: name, labels: []))
        }
      }
      details = addDetails(&fields)
    } else if kind == .function {
      // Most functions have no detail: their fields are made only when one is found (an
      // empty set of fields made and destroyed cost a release per field, per function).
      let returned = returnedParameter(of: node, returnType: returnType)
      let builder = isViewBuilder(attributes: header.attributes, name: name, in: container)
      let building = body >= 0 && buildsViews(builder: builder, typeForm: typeForm, type: type)
      if returned != -1 || building {
        details = addFunctionDetails(
          body: building ? body : -1, builder: builder, returned: returned)
      }
    }
    members.append(
      DeclarationStore.MemberRecord(
        name: name, kind: kind, typeForm: typeForm, access: header.access ?? defaultAccess,
        isStatic: header.isStatic, isTypeInferred: false, container: container, type: type,
        attributes: header.attributes, labels: labels..<Int32(texts.count),
        parameters: firstParameter..<Int32(parameters.count), details: details,
        offset: offset(of: node)))
  }

  /// Adds the detail fields of a function (`addDetails`): `returned` its
  /// `returnedParameter`, `body` the body when it builds views (else -1).
  private mutating func addFunctionDetails(body: Int32, builder: Bool, returned: Int32)
    -> Int32
  {
    var fields = MemberInfo.DetailFields()
    fields.returnedParameter = returned
    if body >= 0 {
      let arity = Self.arity(
        of: ViewArity.Statements(childrenOf: body, in: raw), builder: builder, in: raw)
      fields.viewArity = arity
      // (Only a body whose one view names `modifier` or `frame` is walked.)
      if arity.root == "modifier" || arity.modifiers.contains("modifier") {
        fields.appliedModifierType = Self.appliedModifierType(of: body, arity: arity, in: raw)
      }
      if arity.root == "frame" || arity.modifiers.contains("frame") {
        fields.frameLabels = Self.frameLabels(of: body, arity: arity, in: raw)
      }
      fields.builtTypes = Self.constructedNames(in: raw.tokens(body), of: raw)
      (fields.builtPlacements, fields.labelledPlacements) = ViewPlacement.placements(
        of: fields.builtTypes, below: body, in: raw)
      (fields.laidOutNames, fields.laidOutNamePlacements) = ViewPlacement.memberUses(
        below: body, in: raw)
    }
    return addDetails(&fields)
  }

  /// The position in `details` of these fields; -1 when every one is empty. A function's
  /// or initializer's fields are swapped into `details` (`fields` is left empty): passed
  /// by value, each of their eleven references was retained for the copy appended and
  /// released with the original, per function of the run.
  private mutating func addDetails(_ fields: inout MemberInfo.DetailFields) -> Int32 {
    guard !fields.isEmpty else { return -1 }
    details.append(MemberInfo.DetailFields())
    swap(&details[details.count - 1], &fields)
    return Int32(details.count - 1)
  }

  /// The same for fields made in place (a property's).
  @inline(__always)
  private mutating func addDetails(_ fields: consuming MemberInfo.DetailFields) -> Int32 {
    guard !fields.isEmpty else { return -1 }
    details.append(consume fields)
    return Int32(details.count - 1)
  }

  /// `MemberInfo.isViewBuilder` of a member with these attributes, name and container.
  private func isViewBuilder(attributes: Range<Int32>, name: Text, in container: Int32) -> Bool {
    texts(attributes, contain: "ViewBuilder") || (container >= 0 && text(name, is: "body"))
  }
}
