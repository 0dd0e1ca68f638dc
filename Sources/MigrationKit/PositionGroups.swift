/// A hash table from 64-bit keys to non-negative 32-bit values (open addressing, never
/// more than half full): the semantic index's tables keyed by interned names (see
/// `NameTable`), with one multiply per look-up instead of hashing a `String`.
struct IntegerTable: Sendable {
  private var keys: [UInt64] = []
  /// The value of each slot, -1 when empty.
  private var values: [Int32] = []
  private(set) var count = 0
  private var shift: UInt64 = 64

  func value(for key: UInt64) -> Int32? {
    guard !values.isEmpty else { return nil }
    let mask = values.count - 1
    var slot = slotIndex(key)
    while true {
      let value = values[slot]
      if value < 0 { return nil }
      if keys[slot] == key { return value }
      slot = (slot + 1) & mask
    }
  }

  /// The value stored for `key`; `new` (stored) when it has none.
  mutating func value(for key: UInt64, insertingIfAbsent new: Int32) -> Int32 {
    if (count + 1) * 2 > values.count { grow() }
    let mask = values.count - 1
    var slot = slotIndex(key)
    while true {
      let value = values[slot]
      if value < 0 { break }
      if keys[slot] == key { return value }
      slot = (slot + 1) & mask
    }
    keys[slot] = key
    values[slot] = new
    count += 1
    return new
  }

  /// Room for `capacity` keys without growing (only while empty).
  mutating func reserveCapacity(_ capacity: Int) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    guard count == 0, size > values.count else { return }
    keys = [UInt64](repeating: 0, count: size)
    values = [Int32](repeating: -1, count: size)
    shift = UInt64(64 - size.trailingZeroBitCount)
  }

  private func slotIndex(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    let size = max(16, values.count * 2)
    keys = [UInt64](repeating: 0, count: size)
    values = [Int32](repeating: -1, count: size)
    shift = UInt64(64 - size.trailingZeroBitCount)
    let mask = size - 1
    for index in oldValues.indices where oldValues[index] >= 0 {
      var slot = slotIndex(oldKeys[index])
      while values[slot] >= 0 { slot = (slot + 1) & mask }
      keys[slot] = oldKeys[index]
      values[slot] = oldValues[index]
    }
  }
}

/// Where a declaration is: its file (in path order) and its position in that file's
/// `members` (or `types`).
struct DeclarationPosition: Sendable, Hashable {
  let file: Int32
  let item: Int32
}

/// Positions grouped by a 64-bit key, each group in the order its positions were added:
/// one flat array for all groups (no array per key). Add every position, then `finish()`,
/// then ask.
struct PositionGroups: Sendable {
  private var groups = IntegerTable()
  /// While adding: the group of each position in `positions`.
  private var pendingGroups: [Int32] = []
  private var lastKey: UInt64 = 0
  private var lastGroup: Int32 = -1
  /// After `finish()`: grouped, group `g` spanning `starts[g]..<starts[g + 1]`.
  private(set) var positions: [DeclarationPosition] = []
  private var starts: [Int32] = [0]

  /// How many groups (distinct keys) there are.
  var groupCount: Int { groups.count }

  /// Adds `position` to the group of `key`; returns the group's number (0, 1, 2… in the
  /// order keys were first added).
  @discardableResult
  mutating func add(_ position: DeclarationPosition, under key: UInt64) -> Int32 {
    if lastGroup < 0 || key != lastKey {
      lastGroup = groups.value(for: key, insertingIfAbsent: Int32(groups.count))
      lastKey = key
    }
    pendingGroups.append(lastGroup)
    positions.append(position)
    return lastGroup
  }

  /// Room for `positions` positions under `keys` keys without growing.
  mutating func reserveCapacity(positions: Int, keys: Int) {
    groups.reserveCapacity(keys)
    self.positions.reserveCapacity(positions)
    pendingGroups.reserveCapacity(positions)
  }

  /// Sorts the positions by group (stably: each group keeps the order of adding).
  mutating func finish() {
    var starts = [Int32](repeating: 0, count: groups.count + 1)
    var inOrder = true
    var previous: Int32 = 0
    for group in pendingGroups {
      starts[Int(group) + 1] += 1
      if group < previous { inOrder = false }
      previous = group
    }
    for group in 0..<groups.count { starts[group + 1] += starts[group] }
    if !inOrder {
      var next = starts
      var sorted = positions
      for (index, group) in pendingGroups.enumerated() {
        sorted[Int(next[Int(group)])] = positions[index]
        next[Int(group)] += 1
      }
      positions = sorted
    }
    pendingGroups = []
    self.starts = starts
  }

  /// The group of `key`, if any position was added under it.
  func group(of key: UInt64) -> Int32? { groups.value(for: key) }

  /// The positions of a group, in the order added.
  func positions(inGroup group: Int32) -> ArraySlice<DeclarationPosition> {
    positions[Int(starts[Int(group)])..<Int(starts[Int(group) + 1])]
  }

  /// The positions added under `key`; empty when none.
  func positions(under key: UInt64) -> ArraySlice<DeclarationPosition> {
    guard let group = groups.value(for: key) else { return [] }
    return positions(inGroup: group)
  }
}
