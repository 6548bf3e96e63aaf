import { messages } from '@harvest/domain';

/** Latest updates and the help centre (features/content). */
export const contentCatalogue = {
  /** Latest updates (issue 5 what's new; trading §2 help centre), their editor and the what's-new modal. */
  content: {
    ...messages.content,
    published: 'Published {{date}}',
    /** The help dialog (spec §2, help): what to do on the page, and where to ask. */
    help: {
      open: 'Help for this page',
      title: 'Help',
      onThisPage: 'On this page',
      general:
        'Use the menu to move between the parts of Harvest your business uses. If something you need is missing, your business’s owner can give you access to it.',
      more: 'Still stuck?',
      latestUpdates: 'Read the latest updates in the help centre',
      email: 'Email support at {{email}}',
      call: 'Call support on {{phone}}',
      pages: {
        status:
          'Check that Harvest and its database are working, and which version is running. If something is down, try again in a few minutes.',
        mailbox:
          'Read the emails Harvest would have sent while no email provider is set up. Open one to follow its links, such as a sign-in link or a password reset code.',
        account:
          'Keep your name, phone number and email address up to date, choose how you hear about each kind of event and which units you see, and change your password.',
        team: 'Invite people by email and choose what each of them may do. Tick several members to change their permissions at once. Only the owner changes permissions, and can hand ownership to someone else.',
        inventoryOverview:
          'See how much you hold of each crop, how full each store is, what moved lately and how harvest is going. Each card links to its full list.',
        storage:
          'Add stores, with their capacity and sub-stores, and fields at each farm. Then add stock to them, record losses and stock-takes, and move stock between them.',
        storageList:
          'Every store or field as a list. Choose filters to narrow it down and export what you see; the address keeps the filters, so you can share the view.',
        stock:
          'Every stock record at your farms and stores. Filter by crop, grade, year, store and more, export what you see to CSV, or import stock from a CSV file: a dry run lists any bad rows before anything is added.',
        movements:
          'Grain coming in, moving between stores and fields, and going out. Complete, duplicate or delete a movement from its row, or use New movement to move several lots of one crop at once.',
        harvest:
          'Plan the harvest of each field and crop, add each load as it comes in, and follow the yield against what you expected.',
        businessSetup:
          'Keep your business’s details, business units, bank details, branding and invoice settings up to date, and ask for more parts of Harvest to be added.',
        farmLocations: 'Your farms and stores, with their addresses and where they are on the map.',
        businessAccounts:
          'Find a business by name. Vet it, set its modules and feature flags, or impersonate the business or one of its people to see what they see. End an impersonation from the banner at the top.',
        clientLogs:
          'Search what people’s apps reported, by message text and level, newest first, to look into a problem someone has told you about.',
        latestUpdates: 'News about Harvest: new features and changes, newest first. Open one to read it in full.',
        latestUpdatesEditor:
          'Write the updates people read in the help centre and the what’s-new window. Keep one as a draft, or publish it now or at a time you choose.',
        marketPrices:
          'Import a published price table from a CSV file. Name its source, map the file’s columns to the fields once (the source keeps the mapping), check the file to see every row to correct, then import. A table imported again replaces the same days, so nothing is counted twice.',
        marketInsights:
          'Where your business stands in the market now, with a countdown to each review time; prices by region over the last 52 weeks with the typical price of each day, and ex-farm prices (with the insights upgrade); your latest trades and the prices traded on Harvest by crop and week.',
        alertPreferences:
          'Your price alerts and your business’s target prices. An alert tells you once when a crop’s price crosses your price, by the channels in your notification settings; a target shows how far the market is from the price you would sell at.',
        sellerListings:
          'Your grain for sale: live, scheduled, under review and ended listings. Create a listing to ask vetted buyers for prices.',
        listingForm:
          'Describe the grain you are selling: crop, tonnage, movement months, review time, specification, haulage and where it is collected from. Buyers send prices for each movement month until the review time.',
        manageListing:
          'Check your listing and change it until 60 minutes before its review time. You can end it at any time, or list the same grain again once it has ended.',
        listingOffers:
          'The offers buyers sent on this listing, side by side. From the review time you have 30 minutes to accept one option; after that you can ask a buyer to reopen their offer.',
        bid: 'One price offer and its options. The seller accepts an option from the review time; the buyer who sent it can change or withdraw it before then.',
        trade:
          'The trade an accepted offer made: what was sold, at what price and where it is collected. The buyer sends the contract within 72 hours.',
        market:
          'Listings open for offers now, the soonest review first. Read a listing’s specification and trading notes, then send a price for each movement month you want.',
        createBid:
          'Send your price per tonne for each movement month you want, until the review time. A colleague’s earlier offer on the same listing blocks a new one: only they can change it.',
        myBids:
          'Your business’s open price offers. Open one to change or withdraw it before the review time, or to answer a seller who asks you to reopen it. Finished offers are in the bid archive.',
        wanted:
          'Your wanted listings: what you want to buy, when and where. Sellers ask you to trade on them, and you have 2 hours to answer each request.',
        newWanted:
          'Say what you want to buy: the crop, the least and most tonnage, when, and where it should be delivered. Sellers can then ask you to trade.',
        wantedSeller:
          'What buyers want now. Ask a buyer to trade from one of your farms; they have 2 hours to accept or decline.',
        tradeRequests:
          'Requests to trade on wanted listings, sent and received, with their notes. A buyer has 2 hours to answer each one.',
        contracts:
          'The contracts your business is party to, as seller or buyer: sales, premium and storage. An accepted offer or trade request opens a sales contract for both sides.',
        contract:
          'One contract: its parties, terms, specification, the trade it came from, its files and its deliveries. The seller plans and dispatches each delivery from its stores; the buyer records its sample and tipped weight.',
        invoices:
          'The invoices your business issued or received on its contracts, newest first. Open one to read its lines and totals, or to open or download its PDF.',
        invoice:
          'One invoice: who issued it to whom, its lines, tax and total, and when it is due. Open the PDF to read it as sent, or download it.',
      },
    },
    latestUpdates: {
      title: 'Latest updates',
      intro: 'What is new on Harvest, newest first.',
      empty: 'No updates yet',
      emptyHint: 'New features and changes will appear here.',
      loadError: 'The latest updates could not be loaded',
      articleError: 'This update could not be loaded',
      backToList: 'All latest updates',
    },
    whatsNew: {
      label: 'What’s new',
      close: 'Close',
      viewUpdates: 'View updates',
    },
    editor: {
      title: 'Latest updates (editor)',
      intro: 'Write the updates people see in the what’s-new window and the help centre.',
      create: 'New update',
      edit: 'Edit',
      editNamed: 'Edit {{title}}',
      delete: 'Delete',
      deleteNamed: 'Delete {{title}}',
      columns: { title: 'Title', status: 'Status', publishedAt: 'Publish date', audience: 'For', actions: 'Actions' },
      statuses: { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' },
      userTypes: { seller: 'Sellers', buyer: 'Buyers' },
      notPublished: 'Not set',
      empty: 'No updates written yet',
      emptyHint: 'Write the first one with New update.',
      loadError: 'The updates could not be loaded',
      deleteDialog: {
        title: 'Delete this update?',
        body: '“{{title}}” will be removed for everyone. This cannot be undone.',
        keep: 'Keep it',
        confirm: 'Delete update',
      },
      deleteFailed: 'The update could not be deleted',
      deleted: 'Update deleted',
      newTitle: 'New latest update',
      editTitle: 'Edit latest update',
      articleError: 'This update could not be loaded',
      saved: 'Update saved',
      save: 'Save update',
      cancel: 'Cancel',
      form: {
        title: 'Title',
        slug: 'Slug',
        slugHint: 'The update’s address: /help-centre/latest-updates/{{slug}}',
        imageUrl: 'Image URL (optional)',
        imageUrlHint: 'An https address; leave empty for no image.',
        imageAlt: 'Image description',
        imageAltHint: 'What the image shows, for people who cannot see it.',
        summary: 'Summary',
        summaryHint: 'Shown in the what’s-new window and the list.',
        body: 'Article',
        userTypes: 'Who is it for?',
        draft: 'Keep as a draft',
        publishedAt: 'Publish at',
        publishedAtHint: 'Your local time; a time in the future schedules it.',
        publishedAtRequired: 'Choose when to publish, or keep it as a draft',
      },
      markdown: {
        write: 'Write',
        preview: 'Preview',
        toolbar: 'Formatting',
        bold: 'Bold',
        italic: 'Italic',
        heading: 'Heading',
        link: 'Link',
        list: 'Bulleted list',
        boldPlaceholder: 'bold text',
        italicPlaceholder: 'italic text',
        headingPlaceholder: 'Heading',
        linkPlaceholder: 'link text',
        listPlaceholder: 'list item',
        emptyPreview: 'Nothing to preview yet.',
      },
    },
  },
} as const;
