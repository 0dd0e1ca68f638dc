// A Text that counts down or up to a date range, for the `full-width-frame` widget fixtures.
// Signature copies Apple's documentation:
// developer.apple.com/documentation/swiftui/text/init(timerinterval:pausetime:countsdown:showshours:)
// (iOS 16, macOS 13, tvOS 16, watchOS 9).
import Foundation

extension Text {
  /// A view that displays a timer counting within the provided interval.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    storage = ""
  }
}
