import SwiftUI

struct Profile: View {
  let event: ScreenEvent
  let tracker: Tracker

  var body: some View {
    let opened = ScreenEvent(name: "profile").accessibility(label: "Profile")
    let seen = event.accessibility(label: "Seen")
    Text(opened.label + seen.label + tracker.accessibility(label: "Avatar", screen: "Profile"))
      .accessibility(label: Text("Profile"))
  }
}
