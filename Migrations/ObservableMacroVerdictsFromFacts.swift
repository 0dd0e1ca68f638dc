import MigrationKit
import SwiftCST

/// Deciding `observable-macro` from the facts of every file (their fields are listed in
/// ObservableMacroVerdicts.swift): what the facts alone tell about each class, and the
/// blockers and uses only the complete semantic index can place (`verdict(for:semantic:)`
/// answers those per file).
extension ObservableVerdicts {
  /// `semantic`: the run's index, which tells the classes of one name in several modules
  /// apart (`ObservableClassNames`); without it they are one.
  init(facts: [ProjectFact], semantic: SemanticIndex? = nil) {
    struct ClassFact {
      var path: String
      var line: Int
      var superclass: String
      var inherited: [String]
      var published: Set<String>
      var isPublic: Bool
      var module: Int
      var settled: Set<String> = []
      /// `member.property` pairs (`C` lines' `readers`).
      var readers: [String] = []
      /// `property=Published+Published` entries (`C` lines' `companions`).
      var companions: [String] = []
    }
    var declared: [String: [ClassFact]] = [:]
    // Class names as written, with their scopes: named once every class is known.
    var blockers:
      [(className: String?, scope: String?, place: Place, published: String, module: Int)] = []
    var publisherReads: [(name: String, place: Place)] = []
    var blockingProtocols: [String: Place] = [:]
    var protocols: Set<String> = []
    // `S` lines by where their fields are in their fact's value (`Inheritor`): most name
    // no class of the run, and are passed over by their bytes once every class is known.
    var inheritors: [Inheritor] = []
    var writtenUses:
      [(className: String, scope: String?, module: Int, place: Place, scoped: Scoped)] = []
    var scoped: [String: [Scoped]] = [:]
    var aliases: [ObservableClassNames.Alias] = []
    var wrappedInFiles: [(className: String, property: WrappedProperty)] = []
    var extensionMembers: [String: ObservableExtensionMember] = [:]
    var extensionUses: [ExtensionUse] = []
    var genericConstraints: [(ObservableGenericConstraint, Place, Int)] = []
    var genericUses: [GenericUse] = []
    var writtenReads: [(className: String, scope: String?, read: StaticRead)] = []
    // The names of `G` and `R` lines repeat from file to file: a string is made of each
    // (and hashed into its set) on its first line only.
    var placeholderLines = ByteKeyTable()
    var protocolLines = ByteKeyTable()
    for (factIndex, fact) in facts.enumerated() {
      let module = fact.module ?? -1
      // Fields are compared and numbers read by their bytes; a string is made of a field
      // only where one is kept.
      FactText.forEachLine(of: fact.value) { fields in
        func place(_ lineField: Int, _ reason: String) -> Place {
          Place(path: fact.path, line: fields.int(lineField) ?? 0, reason: reason)
        }
        func scopedPlace(minimums field: Int) -> Scoped {
          Scoped(
            path: fact.path, line: fields.int(2) ?? 0,
            minimums: fields.isEmpty(field) ? [:] : Self.decode(fields[field]))
        }
        switch fields.count {
        case 11 where fields.field(0, is: "C"):
          // A file-private class is one of its file (`ObservableClassNames`).
          let name =
            fields.field(3, is: "f")
            ? ObservableClassNames.key(fields[1], filePrivateTo: fact.path) : fields[1]
          scoped[name, default: []].append(scopedPlace(minimums: 7))
          declared[name, default: []].append(
            ClassFact(
              path: fact.path, line: fields.int(2) ?? 0, superclass: fields[4],
              inherited: Self.commaSeparated(fields[5]),
              published: Set(Self.commaSeparated(fields[6])),
              isPublic: fields.field(3, is: "1"), module: module,
              settled: Set(Self.commaSeparated(fields[8])),
              readers: fields.isEmpty(9) ? [] : Self.commaSeparated(fields[9]),
              companions: fields.isEmpty(10) ? [] : Self.commaSeparated(fields[10])))
        case 9 where fields.field(0, is: "B"):
          // A constraint of a module's interface meets the classes of every module (an
          // internal class may witness a public protocol's associated type).
          let reach = fields.field(8, is: "1") ? -1 : module
          if fields.field(1, is: "-"), let query = Self.query(fields, 5) {
            queryBlockers.append(
              QueryBlocker(
                query: query, place: place(2, fields[3]), published: fields[4], module: reach))
          } else if fields.field(1, is: "-"), !fields.isEmpty(7) {
            conformanceBlockers.append(
              ConformanceBlocker(
                requires: Self.commaSeparated(fields[7]), place: place(2, fields[3]),
                published: fields[4], module: reach))
          } else {
            blockers.append(
              (
                fields.field(1, is: "-") ? nil : fields[1],
                ObservableClassNames.decode(fields[6]), place(2, fields[3]), fields[4], reach
              ))
          }
        case 3 where fields.field(0, is: "$"):
          let name = fields[1]
          publisherReads.append((name, place(2, "the publisher $\(name) is used")))
        case 4 where fields.field(0, is: "P"):
          let name = fields[1]
          blockingProtocols[name] = place(2, fields[3])
          protocols.insert(name)
        case 2 where fields.field(0, is: "G"):
          if placeholderLines.insert(fields.fieldBytes(1)).isNew {
            placeholderNames.insert(fields[1])
          }
        case 2 where fields.field(0, is: "R"):
          if protocolLines.insert(fields.fieldBytes(1)).isNew { protocols.insert(fields[1]) }
        case 4 where fields.field(0, is: "A"):
          aliases.append(
            ObservableClassNames.Alias(name: fields[1], scope: fields[2], target: fields[3]))
        case 4 where fields.field(0, is: "E"):
          // Overloads of one name: a use takes an object where any of them does.
          let name = fields[1]
          let labels = fields[3].split(separator: ",").map(String.init)
          extensionMembers[name, default: .init(name: name, shown: fields[2], objectLabels: [])]
            .objectLabels += labels
        case _ where fields.field(0, is: "X"):
          if let use = ExtensionUse(fields: fields, path: fact.path, module: module) {
            extensionUses.append(use)
          }
        case 7 where fields.field(0, is: "K"):
          let constraint = ObservableGenericConstraint(
            typeName: fields[1], parameter: fields[4], position: fields.int(3) ?? -1,
            labels: Self.commaSeparated(fields[5]), line: fields.int(2) ?? 0,
            requires: Self.commaSeparated(fields[6]))
          genericConstraints.append((constraint, place(2, ""), module))
        case 8 where fields.field(0, is: "Y"):
          if let use = GenericUse(fields: fields, path: fact.path, module: module) {
            genericUses.append(use)
          }
        case 7 where fields.field(0, is: "I"):
          writtenReads.append(
            (
              fields[1], ObservableClassNames.decode(fields[6]),
              StaticRead(
                instance: fields[2], property: fields[3], view: fields[5],
                place: place(4, ""))
            ))
        case 5 where fields.field(0, is: "W"):
          // Keyed once every class is known (the class is declared in this file).
          wrappedInFiles.append(
            (
              fields[1],
              WrappedProperty(wrapper: fields[3], property: fields[4], place: place(2, ""))
            ))
        case 5 where fields.field(0, is: "S"):
          // The reason is written only for a class it names (most name none).
          inheritors.append(
            Inheritor(
              fact: factIndex, name: fields.byteRange(1), scope: fields.byteRange(4),
              subclass: fields.byteRange(2), line: fields.int(3) ?? 0))
        case 7 where fields.field(0, is: "U"):
          if fields.isEmpty(1) {
            if let query = Self.query(fields, 4) {
              queryUses.append(
                QueryUse(
                  query: query, place: scopedPlace(minimums: 3), unknown: place(2, fields[5]),
                  module: module))
            } else {
              blockers.append((nil, nil, place(2, fields[5]), "", module))
            }
            return
          }
          writtenUses.append(
            (
              fields[1], ObservableClassNames.decode(fields[6]), module, place(2, fields[5]),
              scopedPlace(minimums: 3)
            ))
        default: break
        }
      }
    }
    // Classes of one qualified name in several modules (two app targets' `UserSettings`)
    // are one class per module, each with its own declarations.
    var moduleClasses: [ObservableClassNames.ModuleClass] = []
    if let base = semantic?.seen(from: "") {
      for (name, declarations) in declared {
        // Only where the project model places every declaration, in more than one module.
        guard let first = declarations.first?.module, first >= 0,
          declarations.contains(where: { $0.module != first }),
          declarations.allSatisfy({ $0.module >= 0 })
        else { continue }
        var byModule: [String: [ClassFact]] = [:]
        var order: [String] = []
        for declaration in declarations {
          let module = base.seen(fromFileAt: declaration.path).module
          if byModule[module] == nil { order.append(module) }
          byModule[module, default: []].append(declaration)
        }
        guard byModule.count > 1, byModule[""] == nil else { continue }
        declared[name] = nil
        let places = scoped.removeValue(forKey: name) ?? []
        for module in order {
          let key = ObservableClassNames.key(name, ofModule: module)
          let own = byModule[module] ?? []
          let paths = Set(own.map(\.path))
          declared[key] = own
          scoped[key] = places.filter { paths.contains($0.path) }
          moduleClasses.append(
            ObservableClassNames.ModuleClass(
              key: key, path: own[0].path,
              access: own.contains(where: \.isPublic) ? .public : .internal))
        }
      }
    }
    let classNames = ObservableClassNames(
      declared.keys, aliases: aliases, modules: moduleClasses)
    self.classNames = classNames
    var wrapped: [String: [WrappedProperty]] = [:]
    for entry in wrappedInFiles {
      let key = classNames.key(
        ofAnswer: entry.className, from: entry.property.place.path, semantic: semantic)
      wrapped[key, default: []].append(entry.property)
    }
    func named(_ name: String, scope: String?, in path: String) -> [String] {
      // A key already (a use that may name several classes blocks each by its key).
      if scope == ObservableClassNames.keyed { return [name] }
      switch classNames.named(name, scope: scope, in: path, semantic: semantic) {
      case .one(let found): return [found]
      case .several(let alike): return alike
      case .none: return []
      }
    }
    addExtensionUses(extensionUses, members: extensionMembers, named: named)
    let generic = Self.genericBlockers(
      constraints: genericConstraints, uses: genericUses)
    for blocker in generic.named {
      blockers.append((blocker.className, blocker.scope, blocker.place, "", blocker.module))
    }
    queryBlockers += generic.queries
    conformanceBlockers += generic.conformances
    var subclasses: [String: [Place]] = [:]
    let mayNameAClass = classNames.simpleNamesThatMayNameAClass()
    var next = 0
    while next < inheritors.count {
      // The inheritors of one fact, read from its value's bytes.
      let factIndex = inheritors[next].fact
      let path = facts[factIndex].path
      var value = facts[factIndex].value
      value.withUTF8 { bytes in
        func string(_ range: Range<Int>) -> String {
          String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        while next < inheritors.count && inheritors[next].fact == factIndex {
          let inheritor = inheritors[next]
          next += 1
          let nameBytes = UnsafeBufferPointer(rebasing: bytes[inheritor.name])
          if let mayNameAClass, ObservableClassNames.namesNone(nameBytes, mayName: mayNameAClass) {
            continue
          }
          let place = Place(path: path, line: inheritor.line, reason: "")
          let subclass = string(inheritor.subclass)
          for name in named(string(inheritor.name), scope: string(inheritor.scope), in: path) {
            subclasses[name, default: []].append(Self.with(place, "subclassed by \(subclass)"))
          }
        }
      }
    }
    for written in writtenReads {
      if case .one(let name) = classNames.named(
        written.className, scope: written.scope, in: written.read.place.path, semantic: semantic)
      {
        staticReads[name, default: []].append(written.read)
      }
    }
    var uses: [String: [(path: String, module: Int, place: Place)]] = [:]
    for use in writtenUses {
      switch classNames.named(
        use.className, scope: use.scope, in: use.place.path, semantic: semantic)
      {
      case .one(let name):
        uses[name, default: []].append((use.scoped.path, use.module, Self.with(use.place, "")))
        scoped[name, default: []].append(use.scoped)
      case .several(let alike):
        // Which class it uses is unknown: each it may be stays as it is.
        let reason = "\(use.className) used here may be it or another class of that name"
        for name in alike {
          blockers.append(
            (name, ObservableClassNames.keyed, Self.with(use.place, reason), "", use.module))
        }
      case .none: break
      }
    }
    // Blockers by class, in their order (those of every class apart): looking through all
    // of them for each class made the table quadratic in a large project.
    var blockersOfClass: [String: [Int]] = [:]
    var blockersOfEveryClass: [Int] = []
    for (position, blocker) in blockers.enumerated() {
      if let className = blocker.className {
        for name in named(className, scope: blocker.scope, in: blocker.place.path) {
          blockersOfClass[name, default: []].append(position)
        }
      } else {
        blockersOfEveryClass.append(position)
      }
    }
    for (name, declarations) in declared {
      var found: [Place] = []
      let published = declarations.reduce(into: Set<String>()) { $0.formUnion($1.published) }
      let settled = declarations.reduce(into: Set<String>()) { $0.formUnion($1.settled) }
      var settledReaders: [String: Set<String>] = [:]
      var readerPublished: [String: Set<String>] = [:]
      for declaration in declarations {
        for pair in declaration.readers {
          guard let dot = pair.firstIndex(of: ".") else { continue }
          let property = String(pair[pair.index(after: dot)...])
          if settled.contains(property) {
            settledReaders[String(pair[..<dot]), default: []].insert(property)
          } else if property.first == "^", published.contains(String(property.dropFirst())) {
            readerPublished[String(pair[..<dot]), default: []].insert(String(property.dropFirst()))
          }
        }
      }
      var publishedWithSettled: [String: [Set<String>]] = [:]
      for declaration in declarations {
        for entry in declaration.companions {
          guard let equal = entry.firstIndex(of: "=") else { continue }
          let property = String(entry[..<equal])
          guard settled.contains(property) else { continue }
          publishedWithSettled[property, default: []].append(
            Set(entry[entry.index(after: equal)...].split(separator: "+").map(String.init)))
        }
      }
      let isPublic = declarations.contains(where: \.isPublic)
      let modules = Set(declarations.map(\.module))
      for declaration in declarations {
        let here = Place(path: declaration.path, line: declaration.line, reason: "")
        let superclass = declaration.superclass
        if !superclass.isEmpty && !protocols.contains(superclass) {
          found.append(Self.with(here, "it inherits from \(superclass), not NSObject"))
        }
        for proto in declaration.inherited {
          if let place = blockingProtocols[proto] {
            found.append(Self.with(here, "it conforms to \(proto), which \(place.reason)"))
          }
        }
      }
      found += subclasses[name] ?? []
      // Both lists ascend: merged, they give the blockers in their order.
      let own = blockersOfClass[name] ?? []
      var ownNext = 0
      var everyNext = 0
      while ownNext < own.count || everyNext < blockersOfEveryClass.count {
        let position: Int
        if everyNext == blockersOfEveryClass.count
          || (ownNext < own.count && own[ownNext] < blockersOfEveryClass[everyNext])
        {
          position = own[ownNext]
          ownNext += 1
        } else {
          position = blockersOfEveryClass[everyNext]
          everyNext += 1
        }
        let blocker = blockers[position]
        if blocker.published.isEmpty || published.contains(blocker.published),
          blocker.className != nil || Self.maySee(isPublic, modules, from: blocker.module)
        {
          found.append(blocker.place)
        }
      }
      for read in publisherReads where published.contains(read.name) { found.append(read.place) }
      let classUses = uses[name] ?? []
      if isPublic {
        for use in classUses where !modules.contains(use.module) {
          found.append(Self.with(use.place, "it is used from another module"))
        }
      }
      classes[name] = Verdict(
        blocker: found.min(),
        places: (scoped[name] ?? []).sorted { ($0.path, $0.line) < ($1.path, $1.line) },
        uses: classUses.count, useFiles: Set(classUses.map(\.path)), isPublic: isPublic,
        modules: modules, published: published, settledAfterInit: settled,
        settledReaders: settledReaders, readerPublished: readerPublished,
        publishedWithSettled: publishedWithSettled, wrapped: wrapped[name] ?? [])
    }
    for (position, blocker) in queryBlockers.enumerated() {
      if blocker.published.isEmpty {
        queryBlockersOfAnyClass.append(position)
      } else {
        queryBlockersByPublished[blocker.published, default: []].append(position)
      }
    }
  }
}

extension ObservableVerdicts {
  /// An `S` line (a class declaration and the first name it inherits): its fact's position
  /// in the facts, and where its fields are in that fact's value.
  fileprivate struct Inheritor {
    var fact: Int
    var name: Range<Int>
    var scope: Range<Int>
    var subclass: Range<Int>
    var line: Int
  }
}
