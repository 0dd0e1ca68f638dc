import Foundation

/// The package and Xcode folders of a project model by byte length, so that placing a file
/// compares it only with the folders as long as one of its parent paths (a file's parents
/// end where it has a `/`): a handful instead of every folder of the run. Also what each
/// module's project says of it, asked for every file.
struct FolderIndex {
  /// Per byte length, the indices of the model's folders of that length (ASCII only).
  private var packagesByLength: [[Int]] = []
  private var xcodeByLength: [[Int]] = []
  /// Whether any folder has that length.
  private var occupied: [Bool] = []
  /// Folders the lengths cannot tell about (non-ASCII text, which `String` compares by
  /// canonical equivalence; `/` and the empty path): always compared.
  private var otherPackages: [Int] = []
  private var otherXcode: [Int] = []
  private let packageCount: Int
  private let xcodeCount: Int
  /// Per module: a widget extension, an extension of a kind the project does not say,
  /// built for Mac Catalyst.
  let isWidgetExtension: [Bool]
  let isExtensionOfUnknownKind: [Bool]
  let buildsForMacCatalyst: [Bool]
  /// Built with library evolution, or of a project whose targets were not read.
  let mayBuildForDistribution: [Bool]
  /// An app or an app extension (a product nothing links against).
  let isAppProduct: [Bool]
  /// Per module, the name the semantic index knows it by (`Placement.semanticModules`),
  /// made once rather than once per file.
  let semanticNames: [String]
  /// The model's `xcodeFiles` and `xcodeFilesByFoldedPath`, looked up by bytes.
  let xcodeFiles: ListedFileTable
  let xcodeFilesByFoldedPath: ListedFileTable

  init(_ model: ProjectModel) {
    packageCount = model.packageFolders.count
    xcodeCount = model.xcodeFolders.count
    isWidgetExtension = model.modules.map { $0.product?.isWidgetExtension == true }
    isExtensionOfUnknownKind = model.modules.map { $0.product?.isExtensionOfUnknownKind == true }
    buildsForMacCatalyst = model.modules.map(\.buildsForMacCatalyst)
    mayBuildForDistribution = model.modules.map { $0.buildsForDistribution || $0.targetsNotRead }
    isAppProduct = model.modules.map { $0.product?.isApp == true }
    semanticNames = model.modules.indices.map { ProjectModel.Placement.name(of: $0) }
    xcodeFiles = ListedFileTable(model.xcodeFiles)
    xcodeFilesByFoldedPath = ListedFileTable(model.xcodeFilesByFoldedPath)
    for (index, folder) in model.packageFolders.enumerated() {
      add(index, folder.folder, xcode: false)
    }
    for (index, folder) in model.xcodeFolders.enumerated() {
      add(index, folder.folder, xcode: true)
    }
  }

  private mutating func add(_ index: Int, _ folder: String, xcode: Bool) {
    let length = folder.utf8.count
    guard length > 1, folder.utf8.allSatisfy({ $0 < 0x80 }) else {
      if xcode { otherXcode.append(index) } else { otherPackages.append(index) }
      return
    }
    if occupied.count <= length {
      let more = length + 1 - occupied.count
      occupied += Array(repeating: false, count: more)
      packagesByLength += Array(repeating: [], count: more)
      xcodeByLength += Array(repeating: [], count: more)
    }
    occupied[length] = true
    if xcode { xcodeByLength[length].append(index) } else { packagesByLength[length].append(index) }
  }

  /// The folders that may hold a location (`candidates(for:into:)`): arrays kept from file
  /// to file, so that listing a file's candidates allocates nothing.
  struct Candidates {
    var packages: [Int] = []
    var xcode: [Int] = []
  }

  /// The indices of the package and Xcode folders that may hold `location`, ascending
  /// (every folder may hold a non-ASCII location), in `found` (emptied first). Any folder
  /// not among them does not hold it: `Paths.isInside` answers false.
  func candidates(for location: String, into found: inout Candidates) {
    found.packages.removeAll(keepingCapacity: true)
    found.xcode.removeAll(keepingCapacity: true)
    if !otherPackages.isEmpty { found.packages += otherPackages }
    if !otherXcode.isEmpty { found.xcode += otherXcode }
    let isASCII: Bool? = location.utf8.withContiguousStorageIfAvailable { bytes in
      guard let base = bytes.baseAddress else { return true }
      var index = 0
      while index + 8 <= bytes.count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        if word & 0x8080_8080_8080_8080 != 0 { return false }
        index += 8
      }
      while index < bytes.count {
        if base[index] >= 0x80 { return false }
        index += 1
      }
      // Each parent path ends before a `/`; the location itself may be a folder.
      var from = 0
      while from < bytes.count,
        let slash = memchr(base + from, Int32(UInt8(ascii: "/")), bytes.count - from)
      {
        let position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(slash))
        add(length: position, &found.packages, &found.xcode)
        from = position + 1
      }
      add(length: bytes.count, &found.packages, &found.xcode)
      return true
    }
    guard isASCII == true else {
      found.packages = Array(0..<packageCount)
      found.xcode = Array(0..<xcodeCount)
      return
    }
    if found.packages.count > 1 { found.packages.sort() }
    if found.xcode.count > 1 { found.xcode.sort() }
  }

  /// (Most lengths have folders of one kind only: an empty array appended cost as much as
  /// a short one.)
  private func add(length: Int, _ packages: inout [Int], _ xcode: inout [Int]) {
    guard length < occupied.count, occupied[length] else { return }
    if !packagesByLength[length].isEmpty { packages += packagesByLength[length] }
    if !xcodeByLength[length].isEmpty { xcode += xcodeByLength[length] }
  }
}
