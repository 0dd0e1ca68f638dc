// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

// A space between `ScrollView` and its arguments goes with them when the whole list goes:
// `ScrollView {`, not `ScrollView  {`. When only one argument goes, the list and its space stay.
struct ResultPages: View {
  let pages: [String]

  var body: some View {
    VStack {
      ScrollView (showsIndicators: false) {
        ForEach(pages, id: \.self) { Text($0) }
      }
      ScrollView (showsIndicators: false){
        ForEach(pages, id: \.self) { Text($0) }
      }
      ScrollView (.horizontal, showsIndicators: false) {
        HStack {
          ForEach(pages, id: \.self) { Text($0) }
        }
      }
    }
  }
}
