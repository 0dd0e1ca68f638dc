/// Merging a type: the `TypeInfo` of a name's declarations in a module with their
/// extensions (and `#if` variants) merged in, and the type a module means by a name (its
/// own, the one public type of another module, or one only other modules extend), cached
/// per asker.
extension SemanticStorage {
  /// The type of a group of a module's `types`, with its extensions merged in (built when
  /// asked: a few hundred questions a run, against thousands of types); nil when the name
  /// has several declarations (other than `#if` variants). A type only extended has kind
  /// `.extension`.
  func mergedType(inGroup group: Int32, of module: Int, sight: Sight = .all) -> TypeInfo? {
    let positions = tables[module].types.positions(inGroup: group)
    var primaries: [TypeInfo] = []
    var extensions: [TypeInfo] = []
    for position in positions where sight.seesType(at: position) {
      let type = files[Int(position.file)].store.typeInfo(at: Int(position.item))
      if type.kind == .extension {
        extensions.append(type)
      } else {
        primaries.append(type)
      }
    }
    if primaries.isEmpty {
      guard !extensions.isEmpty else { return nil }
      // No module of the run declares it (`Color`, `View`): its module is none of the run's,
      // whichever module asks, so a file two modules compile gets one answer.
      let type = TypeInfo(
        name: extensions[0].name, kind: .extension, inheritance: [], genericParameters: [],
        access: .internal, module: "")
      return Self.extended(type, by: extensions)
    }
    if primaries.count > 1, let variant = Self.variants(primaries) { primaries = [variant] }
    return primaries.count == 1 ? Self.extended(primaries[0], by: extensions) : nil
  }

  /// `type` conforming also to what its extensions conform to, in their order.
  private static func extended<Extensions: Sequence<TypeInfo>>(
    _ type: TypeInfo, by extensionInfos: Extensions
  ) -> TypeInfo {
    var type = type
    for extensionInfo in extensionInfos {
      for inherited in extensionInfo.inheritance where !type.inheritance.contains(inherited) {
        type.inheritance.append(inherited)
      }
    }
    return type
  }

  /// Declarations of one name that are all `#if` variants of the same kind (a
  /// `UIViewRepresentable` for iOS, an `NSViewRepresentable` for macOS) are one type: the
  /// first, conforming to what any variant conforms to. Nil when they are not.
  private static func variants(_ declared: [TypeInfo]) -> TypeInfo? {
    guard var first = declared.first,
      declared.allSatisfy({ $0.isConditionallyCompiled && $0.kind == first.kind })
    else { return nil }
    for other in declared.dropFirst() {
      for inherited in other.inheritance where !first.inheritance.contains(inherited) {
        first.inheritance.append(inherited)
      }
    }
    return first
  }

  /// The module's own entry for a type name: nil when it has none, `.some(nil)` when the
  /// name is ambiguous there.
  func ownType(_ name: Int32, module: Int, viewer: Int32 = -1) -> TypeInfo?? {
    guard module >= 0, let group = tables[module].types.group(of: UInt64(name)) else {
      return nil
    }
    let sight = sight(of: UInt64(name), from: viewer)
    if case .all = sight { return .some(mergedType(inGroup: group, of: module)) }
    // Only other files' file-private declarations: none the asking file sees.
    guard tables[module].types.positions(inGroup: group).contains(where: sight.seesType) else {
      return nil
    }
    return .some(mergedType(inGroup: group, of: module, sight: sight))
  }

  func type(_ name: Int32, module: Int, viewer: Int32 = -1) -> TypeInfo? {
    let sight = sight(of: UInt64(name), from: viewer)
    let question = TypeQuestion(name: name, module: module, viewpoint: sight.viewpoint)
    if let known = typeAnswers.withLock({ $0[question] }) { return known }
    let found = findType(name, module: module, viewer: viewer)
    typeAnswers.withLock { $0[question] = .some(found) }
    return found
  }

  /// `type(_:module:viewer:)`, worked out.
  func findType(_ name: Int32, module: Int, viewer: Int32) -> TypeInfo? {
    if let found = ownType(name, module: module, viewer: viewer) {
      // Only extended in the module: the public type of another module it extends, with
      // the conformances the module adds.
      if let own = found, own.kind == .extension,
        let declared = publicType(name, except: module, viewer: viewer)
      {
        return Self.extended(declared, by: [own])
      }
      return found
    }
    return publicType(name, except: module, viewer: viewer)
      ?? extendedElsewhere(name, except: module, viewer: viewer)
  }

  /// A type that other modules only extend (`public extension Color { static func brand(…) }`
  /// in a library the app imports), as the module that extends it sees it: a type of none
  /// of the run's modules, kind `.extension`, with the conformances the extensions add. Nil
  /// when no other module extends it, or one declares it (a type that module's own, which
  /// `publicType` answers for when it is public).
  func extendedElsewhere(_ name: Int32, except module: Int, viewer: Int32) -> TypeInfo? {
    let sight = sight(of: UInt64(name), from: viewer)
    var extensions: [TypeInfo] = []
    for other32 in typeModules.modules(holding: UInt64(name)) where Int(other32) != module {
      let other = Int(other32)
      guard let group = tables[other].types.group(of: UInt64(name)) else { continue }
      for position in tables[other].types.positions(inGroup: group)
      where sight.seesType(at: position) {
        guard position.isExtension else { return nil }
        extensions.append(files[Int(position.file)].store.typeInfo(at: Int(position.item)))
      }
    }
    guard let first = extensions.first else { return nil }
    let type = TypeInfo(
      name: first.name, kind: .extension, inheritance: [], genericParameters: [],
      access: .internal, module: "")
    return Self.extended(type, by: extensions)
  }

  /// The one public type of this name in a module other than `module` (nil when there is
  /// none or several).
  func publicType(_ name: Int32, except module: Int, viewer: Int32) -> TypeInfo? {
    var result: (type: TypeInfo, module: Int, group: Int32)?
    let sight = sight(of: UInt64(name), from: viewer)
    for other32 in typeModules.modules(holding: UInt64(name)) where Int(other32) != module {
      let other = Int(other32)
      let minimum = access(of: other, from: module)
      guard let group = tables[other].types.group(of: UInt64(name)),
        mayReach(minimum, inGroup: group, of: other),
        let type = mergedType(inGroup: group, of: other, sight: sight), type.access >= minimum
      else { continue }
      if let found = result {
        // One declaration, with the same extensions, in two modules compiling its files.
        if type == found.type
          && sameDeclarations(inGroup: group, of: other, as: found.group, of: found.module)
        {
          continue
        }
        return nil
      }
      result = (type, other, group)
    }
    return result?.type
  }
}
