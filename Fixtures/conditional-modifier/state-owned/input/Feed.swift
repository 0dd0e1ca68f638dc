// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Feed: View {
  @State private var showsComposer = false
  @State private var showsBanner = false
  let draft: String

  var body: some View {
    VStack {
      // Composer owns @State (declared in Composer.swift): its text is lost on each hide.
      if showsComposer {
        Composer(draft: draft).padding()
      }
      // Banner owns no state: nothing is lost.
      if showsBanner {
        Banner(title: draft)
      }
      // Scrubber owns three pieces of state: all are lost on each hide.
      if showsComposer {
        Scrubber()
      }
      // A view type of another module: its members are not known, nothing is said.
      if showsBanner {
        ProgressView()
      }
    }
  }
}

struct Banner: View {
  let title: String
  var body: some View { Text(title) }
}
