// fixture: deployment-target=iOS=15.0,tvOS=13.0
import SwiftUI

struct About: View {
  var body: some View {
    Text("Version 1.0")
      .navigationBarTitle("About")
  }
}
