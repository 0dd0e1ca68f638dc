// fixture: include-review deployment-target=iOS=17.0,macOS=13.0
import SwiftUI

// The else of an availability check every deployment target meets never runs: it is where
// the project kept NavigationView for older systems. Renaming it there would only make
// both branches the same; the note says to remove the check. A check the targets do not
// meet, or with another condition, keeps its fallback, which is rewritten as anywhere.
struct Sheet<Content: View>: View {
  let compact: Bool
  @ViewBuilder let content: Content

  var body: some View {
    if #available(macOS 13.0, *) {
      NavigationStack {
        content
      }
    } else {
      NavigationView {
        content
      }
      .navigationViewStyle(.stack)
    }
  }

  @ViewBuilder
  var chained: some View {
    if #available(iOS 18.0, macOS 15.0, *) {
      NavigationStack { content }
    } else if #available(iOS 16.0, macOS 13.0, *) {
      NavigationStack { content }
    } else {
      NavigationView { content }.navigationViewStyle(.stack)
    }
  }

  @ViewBuilder
  var live: some View {
    if #available(iOS 18.0, macOS 15.0, *) {
      NavigationStack { content }
    } else {
      NavigationView { content }.navigationViewStyle(.stack)
    }
  }

  @ViewBuilder
  var withCondition: some View {
    if #available(iOS 16.0, *), compact {
      NavigationStack { content }
    } else {
      NavigationView { content }.navigationViewStyle(.stack)
    }
  }
}
