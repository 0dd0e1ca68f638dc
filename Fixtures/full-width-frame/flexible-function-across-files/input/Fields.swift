import SwiftUI

/// A search field, as a function named like a view: a TextField fills the width it is offered.
func SearchField(_ query: Binding<String>) -> TextField<Text> {
  TextField("Search", text: query)
}
