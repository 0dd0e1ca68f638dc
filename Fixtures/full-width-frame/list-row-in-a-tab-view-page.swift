// fixture: include-review
import SwiftUI

// A page of a TabView that is a List: each row is as tall as its content, whatever size the
// TabView offers the List, so a row's Spacers only pad it and the stack stays.
struct SettingsPages: View {
  var body: some View {
    TabView {
      List {
        VStack {
          Spacer()
          Text("Notifications")
          Spacer()
        }
      }
    }
  }
}
