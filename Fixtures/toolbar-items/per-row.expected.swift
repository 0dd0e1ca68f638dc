// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Credit: Identifiable {
  let id: Int
  let name: String
}

struct CreditDetail: View {
  let credit: Credit

  var body: some View {
    Text(credit.name)
  }
}

/// Every row sets the bar's items: toolbar items would add up, one copy per row.
struct CreditsView: View {
  let credits: [Credit]
  @Binding var shown: Bool

  var body: some View {
    NavigationView {
      List(credits) { credit in
        NavigationLink(destination: CreditDetail(credit: credit)) {
          Text(credit.name)
        }
        .navigationBarItems(trailing: closeButton)
      }
    }
  }

  var closeButton: some View {
    Button("Close") { shown = false }
  }
}

/// The same through a ForEach, inside a row's own stack.
struct CreditsStack: View {
  let credits: [Credit]

  var body: some View {
    NavigationView {
      VStack {
        ForEach(credits) { credit in
          HStack {
            Text(credit.name)
              .navigationBarItems(leading: EditButton())
          }
        }
      }
    }
  }
}

/// A row's destination and a row's sheet have bars of their own, shown one at a time.
struct CreditsLinks: View {
  let credits: [Credit]
  @State private var editing = false

  var body: some View {
    NavigationView {
      List(credits) { credit in
        NavigationLink(
          destination: CreditDetail(credit: credit)
            .toolbar {
              ToolbarItem(placement: .topBarTrailing) {
                EditButton()
              }
            }
        ) {
          Text(credit.name)
            .sheet(isPresented: $editing) {
              NavigationView {
                CreditDetail(credit: credit)
                  .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                      Button("Done") { editing = false }
                    }
                  }
              }
            }
        }
      }
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          EditButton()
        }
      }
    }
  }
}
