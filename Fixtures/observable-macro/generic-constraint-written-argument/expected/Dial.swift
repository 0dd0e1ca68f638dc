// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct Dial<Source>: View where Source: ObservableObject {
  @ObservedObject var source: Source
  var label: String

  var body: some View { Text(label) }
}

/// The kind of dial the stopwatch shows, named before any is made.
let stopwatchDial = Dial<Stopwatch>.self
