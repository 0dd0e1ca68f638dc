// fixture: include-review
import SwiftUI

struct Debugged<Content: View>: View {
  let content: () -> Content

  var body: some View {
    let _ = print("Debugged.body")
    VStack { content() }
  }
}
