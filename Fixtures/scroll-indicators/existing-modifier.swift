// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct WeekStrip: View {
  let days: [String]

  var body: some View {
    VStack {
      // Already hidden on every axis by the chain: only the argument goes.
      ScrollView(.horizontal, showsIndicators: false) {
        HStack {
          ForEach(days, id: \.self) { Text($0) }
        }
      }
      .scrollIndicators(.never)
      .frame(height: 50)
      ScrollView(showsIndicators: false) {
        Text("Notes")
      }
      .padding()
      .scrollIndicators(.hidden)
      // The chain shows them on one axis: two settings a person has to reconcile.
      ScrollView(showsIndicators: false) {
        Text("Log")
      }
      .scrollIndicators(.visible, axes: .vertical)
    }
  }
}
