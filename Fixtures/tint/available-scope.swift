// fixture: include-review deployment-target=iOS=14.0
import SwiftUI

struct Picker: View {
  var body: some View {
    if #available(iOS 15.0, *) {
      Button("New") {}
        .accentColor(.pink)
    } else {
      Button("Old") {}
        .accentColor(.pink)
    }
  }
}
