import SwiftCST

/// Where a declaration is: its file (in path order) and its position in that file's
/// `members` (or `types`).
struct DeclarationPosition: Sendable, Hashable {
  let file: Int32
  let item: Int32
  /// Copies of the record's access and, for a member, the UTF-8 length of its name (for a
  /// type, whether it is an extension): a question about a type's members by name or
  /// access, or about the declarations of a type name, skips the others without reading
  /// their stores.
  var access: AccessLevel = .private
  var nameCount: Int32 = 0
  var isExtension = false
}

/// Positions grouped by a 64-bit key (an interned name's id, or two of them in one
/// integer), each group in the order its positions were added: one flat array for all
/// groups (no array per key). Add every position, then `finish()`, then ask.
///
/// The keys are entries of a `HashSlots` hashed as themselves (a key is its own hash, so
/// equal hashes are equal keys: one multiply per look-up instead of hashing a `String`);
/// a key's entry number is its group in `GroupedValues`.
struct PositionGroups: Sendable {
  private var keys = HashSlots()
  private var grouped = GroupedValues<DeclarationPosition>()
  private var lastKey: UInt64 = 0
  private var lastGroup: Int32 = -1

  /// How many groups (distinct keys) there are.
  var groupCount: Int { keys.count }

  /// The key of each group, by group number.
  var groupKeys: [UInt64] { keys.entryHashes }

  /// Every position, grouped after `finish()`.
  var positions: [DeclarationPosition] { grouped.values }

  /// Adds `position` to the group of `key`; returns the group's number (0, 1, 2… in the
  /// order keys were first added).
  @discardableResult
  mutating func add(_ position: DeclarationPosition, under key: UInt64) -> Int32 {
    if lastGroup < 0 || key != lastKey {
      lastGroup = group(of: key) ?? keys.add(hash: key)
      lastKey = key
    }
    grouped.append(position, toGroup: lastGroup)
    return lastGroup
  }

  /// Room for `positions` positions under `keys` keys without growing.
  mutating func reserveCapacity(positions: Int, keys: Int) {
    self.keys.reserveCapacity(keys)
    grouped.reserveCapacity(positions)
  }

  /// Sorts the positions by group (stably: each group keeps the order of adding).
  mutating func finish() {
    grouped.finish(groupCount: keys.count)
  }

  /// The group of `key`, if any position was added under it.
  func group(of key: UInt64) -> Int32? { keys.entry(hash: key) { _ in true } }

  /// The positions of a group, in the order added.
  func positions(inGroup group: Int32) -> ArraySlice<DeclarationPosition> {
    grouped.values(inGroup: group)
  }

  /// The positions added under `key`; empty when none.
  func positions(under key: UInt64) -> ArraySlice<DeclarationPosition> {
    guard let group = group(of: key) else { return [] }
    return positions(inGroup: group)
  }
}
