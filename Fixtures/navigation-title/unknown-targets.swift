import SwiftUI

struct About: View {
  var body: some View {
    Text("Version 1.0")
      .navigationBarTitle("About", displayMode: .inline)
  }
}
