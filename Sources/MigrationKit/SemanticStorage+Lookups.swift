/// The look-ups the semantic index answers from the merged tables: types by name (with
/// the access a viewer sees), what a type name written inside a type names, whether the run
/// declares a name, and members by type and name.
extension SemanticStorage {
  /// Whether `mergedType(inGroup:of:)` may have at least `minimum` access, read on the
  /// records without making a `TypeInfo`: a type only extended is internal, and otherwise
  /// the merged type has the access of a declaration that is no extension, so above
  /// internal one of those must reach `minimum`. (A name common to many modules, say
  /// `ContentView`, was merged in each of them on every look-up only to read its access.)
  func mayReach(_ minimum: AccessLevel, inGroup group: Int32, of module: Int) -> Bool {
    guard minimum > .internal else { return true }
    // Kind and access are in the positions (no store is read).
    return tables[module].types.positions(inGroup: group).contains { position in
      !position.isExtension && position.access >= minimum
    }
  }

  func type(named name: String, module: Int, viewer: Int32 = -1) -> TypeInfo? {
    guard let id = names.id(of: name) else { return nil }
    return type(id, module: module, viewer: viewer)
  }

  func type(named name: String, inside enclosing: String?, module: Int, viewer: Int32 = -1)
    -> TypeInfo?
  {
    if let enclosing {
      let ends = Self.scopeEnds(of: enclosing)
      let found: TypeInfo?? = NameTable.withBytes(of: enclosing) { bytes in
        for end in ends {
          let outer = UnsafeBufferPointer(rebasing: bytes[..<end])
          guard let qualified = names.id(of: name, after: outer) else { continue }
          if let found = type(qualified, module: module, viewer: viewer) { return .some(found) }
          if let found = ownType(qualified, module: module, viewer: viewer), found == nil {
            return .some(nil)
          }
        }
        return nil
      }
      if let found { return found }
    }
    return type(named: name, module: module, viewer: viewer)
  }

  /// What the name `name` written inside `enclosing` names, as `type(named:inside:)` finds
  /// it, read from the declarations' records (no `TypeInfo` is built: the resolver asks
  /// this for the type of every property it reads).
  func lookUpType(
    named name: String, inside enclosing: String?, module: Int, viewer: Int32 = -1
  ) -> TypeNameLookup {
    if let enclosing {
      let ends = Self.scopeEnds(of: enclosing)
      let found: TypeNameLookup? = NameTable.withBytes(of: enclosing) { bytes in
        for end in ends {
          let outer = UnsafeBufferPointer(rebasing: bytes[..<end])
          guard let qualified = names.id(of: name, after: outer) else { continue }
          let presence = presence(of: qualified, module: module, viewer: viewer)
          guard presence != .undeclared else { continue }
          let qualifiedName = String(decoding: outer, as: UTF8.self) + "." + name
          return presence == .declared
            ? .declared(qualifiedName: qualifiedName) : .ambiguous(qualifiedName: qualifiedName)
        }
        return nil
      }
      if let found { return found }
    }
    guard let id = names.id(of: name) else { return .undeclared }
    switch presence(of: id, module: module, viewer: viewer) {
    case .declared: return .declared(qualifiedName: name)
    case .ambiguous: return .ambiguous(qualifiedName: name)
    case .undeclared: return .undeclared
    }
  }

  private enum Presence { case declared, ambiguous, undeclared }

  /// Whether the run declares the type interned as `name` as `type(_:module:)` finds it:
  /// in the module (ambiguous when declared there twice, other than as `#if` variants),
  /// else as a public type of exactly one other module.
  private func presence(of name: Int32, module: Int, viewer: Int32) -> Presence {
    let sight = sight(of: UInt64(name), from: viewer)
    if module >= 0, let group = tables[module].types.group(of: UInt64(name)),
      tables[module].types.positions(inGroup: group).contains(where: sight.seesType)
    {
      return presence(inGroup: group, of: module, minimum: .private, sight: sight)
    }
    var found: (module: Int, group: Int32)?
    for other32 in typeModules.modules(holding: UInt64(name)) where Int(other32) != module {
      let other = Int(other32)
      guard let group = tables[other].types.group(of: UInt64(name)),
        presence(
          inGroup: group, of: other, minimum: access(of: other, from: module), sight: sight)
          == .declared
      else { continue }
      if let first = found {
        // One declaration in two modules compiling its file.
        if sameDeclarations(inGroup: group, of: other, as: first.group, of: first.module) {
          continue
        }
        return .ambiguous
      }
      found = (other, group)
    }
    return found != nil ? .declared : .undeclared
  }

  /// Whether a type name's declarations (not its extensions) in two modules' tables are the
  /// same ones, each in a file both modules compile (`sharedFiles`).
  func sameDeclarations(
    inGroup group: Int32, of module: Int, as otherGroup: Int32, of other: Int
  ) -> Bool {
    guard !sharedFiles.isEmpty else { return false }
    let declared = tables[module].types.positions(inGroup: group).filter { !$0.isExtension }
    let otherDeclared = tables[other].types.positions(inGroup: otherGroup).filter {
      !$0.isExtension
    }
    return !declared.isEmpty && declared.count == otherDeclared.count
      && zip(declared, otherDeclared).allSatisfy { mine, theirs in
        mine.file == theirs.file && mine.item == theirs.item && sharedFiles[Int(mine.file)]
      }
  }

  /// `mergedType(inGroup:of:)` answered from the records: `.declared` when it would build a
  /// type (one with at least `minimum` access, else `.undeclared`), `.ambiguous` when it would
  /// build none.
  private func presence(
    inGroup group: Int32, of module: Int, minimum: AccessLevel, sight: Sight
  ) -> Presence {
    var primary: DeclarationStore.TypeRecord?
    var primaries = 0
    var allVariants = true
    var seesAny = false
    for position in tables[module].types.positions(inGroup: group)
    where sight.seesType(at: position) {
      seesAny = true
      let record = files[Int(position.file)].store.types[Int(position.item)]
      guard record.kind != .extension else { continue }
      primaries += 1
      if let first = primary {
        allVariants = allVariants && record.isConditionallyCompiled && record.kind == first.kind
      } else {
        primary = record
        allVariants = record.isConditionallyCompiled
      }
    }
    guard seesAny else { return .undeclared }
    if primaries > 1 && !allVariants { return .ambiguous }
    // A type only extended answers as internal (`mergedType`).
    let access = primary?.access ?? .internal
    return access < minimum ? .undeclared : .declared
  }

  /// The UTF-8 lengths of `Outer.Inner` and its outer scopes (`Outer`), innermost first.
  /// ASCII names (nearly all) are split by byte; others by `Character`, as a `.` may then
  /// combine with what follows.
  static func scopeEnds(of name: String) -> [Int] {
    var ends = [name.utf8.count]
    let isASCII = NameTable.withBytes(of: name) { bytes -> Bool in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
      var index = bytes.count - 1
      while index >= 0 {
        if bytes[index] == UInt8(ascii: ".") { ends.append(index) }
        index -= 1
      }
      return true
    }
    if isASCII { return ends }
    ends = [name.utf8.count]
    var scope = name[...]
    while let dot = scope.lastIndex(of: ".") {
      scope = scope[..<dot]
      ends.append(name.utf8.distance(from: name.startIndex, to: dot))
    }
    return ends
  }

  func members(named name: String, in type: String, module: Int, viewer: Int32 = -1)
    -> [MemberInfo]
  {
    guard let typeID = names.id(of: type) else { return [] }
    return NameTable.withBytes(of: name) { name in
      func find() -> [MemberInfo] {
        members(
          under: UInt64(typeID), module: module, in: .membersByType, named: name, viewer: viewer)
      }
      guard let memberAnswers else { return find() }
      return memberAnswers.answer(
        type: typeID, module: module, viewpoint: sight(of: UInt64(typeID), from: viewer).viewpoint,
        name: name, otherwise: find)
    }
  }

  func members(of type: String, module: Int, viewer: Int32 = -1) -> [MemberInfo] {
    guard let typeID = names.id(of: type) else { return [] }
    func find() -> [MemberInfo] {
      members(under: UInt64(typeID), module: module, in: .membersByType, viewer: viewer)
    }
    guard let memberAnswers else { return find() }
    return memberAnswers.answer(
      type: typeID, module: module, viewpoint: sight(of: UInt64(typeID), from: viewer).viewpoint,
      name: nil, otherwise: find)
  }

  func topLevel(named name: String, module: Int) -> [MemberInfo] {
    guard let nameID = names.id(of: name) else { return [] }
    return members(under: UInt64(nameID), module: module, in: .topLevel)
  }
}
