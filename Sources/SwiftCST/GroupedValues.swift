/// Values in groups numbered 0, 1, 2… (a key's number in a table), each group in the order
/// its values were added, in one flat array: no array per key, and a group is a slice.
/// Add every value, then `finish(groupCount:)` (a stable counting sort, skipped when the
/// values came in group order), then ask.
public struct GroupedValues<Value> {
  /// While adding: the group of each value.
  @usableFromInline var pendingGroups: [Int32] = []
  /// Every value; after `finish`, group `g` spans `starts[g]..<starts[g + 1]`.
  @usableFromInline var storage: [Value] = []
  @usableFromInline var starts: [Int32] = [0]

  /// Every value, grouped after `finish`.
  @inlinable public var values: [Value] { storage }

  @inlinable public init() {}

  /// Adds `value` to the end of `group`.
  @inlinable
  public mutating func append(_ value: Value, toGroup group: Int32) {
    pendingGroups.append(group)
    storage.append(value)
  }

  /// Room for `capacity` values without growing (none made for no values: reserving room
  /// for nothing allocates an empty array).
  @inlinable
  public mutating func reserveCapacity(_ capacity: Int) {
    guard capacity > 0 else { return }
    storage.reserveCapacity(capacity)
    pendingGroups.reserveCapacity(capacity)
  }

  /// Sorts the values by group, each group keeping the order of adding; `groupCount` is
  /// one more than the highest group added to (or the table's key count).
  @inlinable
  public mutating func finish(groupCount: Int) {
    var starts = [Int32](filledWith: 0, count: groupCount + 1)
    var inOrder = true
    pendingGroups.withUnsafeBufferPointer { groups in
      starts.withUnsafeMutableBufferPointer { starts in
        var previous: Int32 = 0
        for group in groups {
          starts[Int(group) + 1] += 1
          if group < previous { inOrder = false }
          previous = group
        }
        for group in 0..<groupCount { starts[group + 1] += starts[group] }
      }
    }
    if !inOrder {
      // Each value written once into place (not a copy of every value first, then a
      // uniqueness check per write): the groups' ranges cover the array exactly.
      var next = starts
      let count = storage.count
      storage = storage.withUnsafeBufferPointer { values in
        pendingGroups.withUnsafeBufferPointer { groups in
          next.withUnsafeMutableBufferPointer { next in
            [Value](unsafeUninitializedCapacity: count) { sorted, initialized in
              for index in 0..<count {
                let group = Int(groups[index])
                (sorted.baseAddress! + Int(next[group])).initialize(to: values[index])
                next[group] += 1
              }
              initialized = count
            }
          }
        }
      }
    }
    pendingGroups = []
    self.starts = starts
  }

  /// The values of `group`, in the order added (after `finish`).
  @inlinable
  public func values(inGroup group: Int32) -> ArraySlice<Value> {
    storage[Int(starts[Int(group)])..<Int(starts[Int(group) + 1])]
  }
}

extension GroupedValues: Sendable where Value: Sendable {}
